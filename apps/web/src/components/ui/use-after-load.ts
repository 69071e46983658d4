import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser has a quiet moment: for the parts above the fold that can wait (the
 * 生产厂家 box, which brings antd's AutoComplete and Select), so their scripts do not compete with the page's first
 * paint and its pictures.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setReady(true), { timeout: 2000 })
          : window.setTimeout(() => setReady(true), 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready;
}
