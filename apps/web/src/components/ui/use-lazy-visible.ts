import { LAZY_PRELOAD_FACTOR } from '@yc/contracts';
import { useEffect, useState, type RefObject } from 'react';

/** Spec section 9: something starts loading once its top is within 1.3 viewport heights (and it is not far above). */
export function isWithinPreload(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number): boolean {
  const reach = viewportHeight * LAZY_PRELOAD_FACTOR;
  return rect.top < reach && rect.bottom > viewportHeight - reach;
}

// The 30 % of the root the observer adds above and below the viewport is the same 1.3 factor.
const ROOT_MARGIN = `${Math.round((LAZY_PRELOAD_FACTOR - 1) * 100)}% 0px`;

/** True once the element has come within the preload distance; it never turns back to false. */
export function useLazyVisible(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
        },
        { rootMargin: ROOT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }
    // Without IntersectionObserver (old browsers, jsdom) the check runs on scroll and resize.
    let frame = 0;
    const check = () => {
      frame = 0;
      if (isWithinPreload(element.getBoundingClientRect(), window.innerHeight)) setVisible(true);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, visible]);

  return visible;
}
