import type { DrawWinner } from '@yc/contracts';
import styles from './draw.module.css';

/** The latest winners rolling upwards; the list is doubled so the loop has no seam. */
export function WinnersMarquee({ winners }: { winners: DrawWinner[] }) {
  if (winners.length === 0) return <p className={styles.marqueeEmpty}>好运等你来拿，快来抽奖吧！</p>;
  const rows = winners.length > 3 ? [...winners, ...winners] : winners;
  return (
    <div className={styles.marquee} aria-label="中奖名单">
      <ul className={winners.length > 3 ? styles.rolling : undefined} style={{ animationDuration: `${winners.length * 2}s` }}>
        {rows.map((w, i) => (
          <li key={`${w.id}-${i}`}>
            恭喜 <span className={styles.phone}>{w.phone}</span> 抽中 <strong>{w.prize_name}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
