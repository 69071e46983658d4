import { useEffect, useState } from 'react';

/** The site header and, once scrolled, its sticky search bar (search-box.tsx). */
const HEADER_PARTS = '[data-site-header], [data-sticky="true"]';

const measure = (): number =>
  Math.max(0, ...[...document.querySelectorAll(HEADER_PARTS)].map((part) => part.getBoundingClientRect().bottom));

/** How far down the window the site header reaches now, followed on scroll and resize while `active`. */
export function useHeaderBottom(active: boolean): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setBottom(measure());
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active]);
  return bottom;
}
