import { ThunderboltFilled } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { SpikeList } from '@yc/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { spikeQueryOptions, useSpike } from '../api/get-spike';
import { FlashCountdown } from './flash-countdown';
import { atPrice, GoodsGrid } from './goods-grid';
import styles from './flash-sale-block.module.css';
import { BlockNote } from '../../../components/ui/titled-block';

const CARD_HEIGHT = 318;
// The clock runs on whole seconds of the server's time, so it may show 00 a little before the sale
// has really ended; the sales are read again a moment later, when the ended one is sure to be gone.
const REREAD_DELAY_MS = 1000;

/** The sales on now with the end of the soonest one; null when none is on. */
function liveSession(data: SpikeList | undefined) {
  if (!data || data.end_time === null || data.list.length === 0) return null;
  return { list: data.list, endTime: data.end_time, timestamp: data.timestamp };
}

/**
 * 限时秒杀 (GET /api/index/spike). When the countdown reaches 00 the sales are read again: the next
 * session then takes the block, or it says the sales are over.
 */
export function FlashSaleBlock() {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useSpike();
  const rereadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reread = useCallback(() => {
    clearTimeout(rereadTimer.current);
    rereadTimer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: spikeQueryOptions().queryKey }), REREAD_DELAY_MS);
  }, [queryClient]);
  useEffect(() => () => clearTimeout(rereadTimer.current), []);
  const session = liveSession(data);

  return (
    <section className={styles.block} aria-label="限时秒杀">
      <div className={styles.side}>
        <ThunderboltFilled className={styles.bolt} />
        <h2 className={styles.title}>限时秒杀</h2>
        <p className={styles.tagline}>每日好价 · 限量抢购</p>
        {session ? (
          // A new reading remounts the clock, so its end callback may fire again even for the same end time.
          <FlashCountdown key={`${session.endTime}-${session.timestamp}`} endTime={session.endTime} onEnd={reread} />
        ) : (
          !isPending && !isError && <p className={styles.over}>本场已结束</p>
        )}
      </div>
      <div className={styles.goods}>
        {session ? (
          <GoodsGrid
            columns={5}
            items={session.list.map((g) => ({
              goods: atPrice(g, g.flash_sale.price),
              footnote: `秒杀剩余 ${g.flash_sale.stock}${g.bzdw}${g.flash_sale.limit > 0 ? ` · 每店限购${g.flash_sale.limit}` : ''}`,
            }))}
          />
        ) : (
          <BlockNote height={CARD_HEIGHT}>
            {isPending ? '秒杀商品加载中…' : isError ? '秒杀商品暂时无法加载，请稍后刷新' : '本场秒杀已结束，下一场敬请期待'}
          </BlockNote>
        )}
      </div>
    </section>
  );
}
