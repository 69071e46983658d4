import type { FlashSaleInfo } from '@yc/contracts';
import { CountdownDigits } from '../../../components/ui/countdown-digits';
import { yuan } from '../../../lib/format/money';
import { useCountdown } from '../../../lib/use-countdown';
import styles from './flash-sale-bar.module.css';

/** 限时秒杀: the flash price (or why it is hidden), what is left, and the time to the end. */
export function FlashSaleBar({ sale, priceText, unit }: { sale: FlashSaleInfo; priceText: string; unit: string }) {
  const left = useCountdown(sale.end_time);
  return (
    <section className={styles.bar} aria-label="限时秒杀">
      <strong className={styles.label}>限时秒杀</strong>
      <span className={styles.price}>{sale.price === null ? priceText || '登录可见' : yuan(sale.price)}</span>
      <span className={styles.stock}>
        剩余 {sale.stock}
        {unit}
        {sale.limit > 0 && `，每店限购 ${sale.limit}${unit}`}
      </span>
      <span className={styles.clock} aria-label="距结束">
        {left.done ? (
          '秒杀已结束'
        ) : (
          <>
            距结束 <CountdownDigits left={left} digitClassName={styles.digit} />
          </>
        )}
      </span>
    </section>
  );
}
