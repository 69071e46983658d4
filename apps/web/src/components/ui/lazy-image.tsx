import { useRef, useState } from 'react';
import styles from './lazy-image.module.css';
import { useLazyVisible } from './use-lazy-visible';

interface LazyImageProps {
  src: string;
  alt: string;
  width: number | string;
  height: number | string;
  className?: string;
}

/** An image that loads only near the viewport (spec section 9, preload factor 1.3), with a placeholder meanwhile and on error. */
export function LazyImage({ src, alt, width, height, className }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const visible = useLazyVisible(box);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const showImage = visible && src !== '' && !failed;

  return (
    <span
      ref={box}
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={{ width, height }}
      data-loaded={loaded || undefined}
    >
      {showImage ? (
        <img src={src} alt={alt} className={styles.image} decoding="async" onLoad={() => setLoaded(true)} onError={() => setFailed(true)} />
      ) : (
        <span className={styles.placeholder} role="img" aria-label={alt}>
          药
        </span>
      )}
    </span>
  );
}
