import styles from './skeleton.module.css';

/** Grey lines where text will be, as antd's Skeleton, while a page's first answer is on its way. */
export function Skeleton({ rows = 3, title = true }: { rows?: number; title?: boolean }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {title && <div className={`${styles.bar} ${styles.title}`} />}
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={styles.bar} style={row === rows - 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}

/** A grey block the size of the picture to come. */
export function SkeletonImage({ width, height }: { width: number; height: number }) {
  return <div className={`${styles.bar} ${styles.image}`} style={{ width, height }} aria-hidden="true" />;
}
