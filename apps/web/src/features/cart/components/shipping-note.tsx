import type { NextHintResult, ShippingData } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';
import styles from './cart.module.css';

const FREE_REASON: Readonly<Record<string, string>> = {
  single_item: '含单品包邮商品，本单免运费',
  free_shipping_goods: '所选均为包邮商品，本单免运费',
  threshold: '已满额，本单免运费',
};

/** 运费 and how far free shipping is (no_trans_order_amount), with the closest next-tier hint beside it. */
export function ShippingNote({ shipping, hint }: { shipping: ShippingData; hint: NextHintResult | undefined }) {
  const free = shipping.shipping_amount === 0;
  return (
    <div className={styles.shipping} role="note" aria-label="运费">
      <span>
        运费：<strong>{yuan(shipping.shipping_amount)}</strong>
      </span>
      {free ? (
        <span className={styles.ok}>{FREE_REASON[shipping.free_reason ?? ''] ?? '本单免运费'}</span>
      ) : (
        <span>
          满 {yuan(shipping.free_threshold)} 包邮，还差 <strong className={styles.red}>{yuan(shipping.no_trans_order_amount)}</strong>{' '}
          免运费
        </span>
      )}
      {hint?.message && <span className={styles.hintLine}>{hint.message}</span>}
    </div>
  );
}
