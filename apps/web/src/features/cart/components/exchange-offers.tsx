import type { ExchangeOffer } from '@yc/contracts';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/choice';
import { LazyImage } from '../../../components/ui/lazy-image';
import type { ExchangePick } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { quantityRange } from '../../../lib/quantity';
import { CartTag } from './cart-tag';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper';

interface ExchangeOffersProps {
  offers: readonly ExchangeOffer[];
  picks: readonly ExchangePick[];
  onChange(picks: ExchangePick[]): void;
}

const limitOf = (offer: ExchangeOffer) => Math.max(0, Math.min(offer.max_number, offer.stock));

/** One by one up to the offer's limit: 换购 goods have no pack rule of their own. */
const exchangeRange = (limit: number) =>
  quantityRange({ min_qty: 1, mid_pack: 1, bzdw: '件', is_hm: 0, hm_limit: 0, number: limit, qg_number: 0 });

/** Offers shown before 展开全部: a cart may qualify for dozens. */
const FOLDED_COUNT = 4;

/** 换购: goods at a low price once the order reaches a threshold; the buyer picks which and how many, checkout takes them as buy_hg_goods. */
export function ExchangeOffers({ offers, picks, onChange }: ExchangeOffersProps) {
  const [unfolded, setUnfolded] = useState(false);
  if (offers.length === 0) return null;
  // Picked offers first, then those within reach, so folding never hides a choice made.
  const rank = (offer: ExchangeOffer) => (picks.some((p) => p.rule_id === offer.rule_id) ? 0 : offer.reached === 1 ? 1 : 2);
  const ordered = [...offers].sort((a, b) => rank(a) - rank(b));
  const shown = unfolded ? ordered : ordered.slice(0, Math.max(FOLDED_COUNT, picks.length));
  const pickOf = (ruleId: number) => picks.find((p) => p.rule_id === ruleId);
  const set = (ruleId: number, number: number | null) =>
    onChange([...picks.filter((p) => p.rule_id !== ruleId), ...(number ? [{ rule_id: ruleId, number }] : [])]);

  return (
    <section className={styles.panel} aria-label="换购">
      <h2 className={styles.panelTitle}>
        <CartTag name="换购" /> 加价换购
        <span className={styles.muted}>订单满额后可用优惠价加购以下商品，结算时一并下单</span>
      </h2>
      <ul className={styles.offers}>
        {shown.map((offer) => {
          const pick = pickOf(offer.rule_id);
          const reached = offer.reached === 1;
          const limit = limitOf(offer);
          return (
            <li key={offer.rule_id} className={`${styles.offer} ${reached ? '' : styles.offerLocked}`} aria-label={offer.name}>
              <Checkbox
                aria-label={`换购${offer.name}`}
                checked={pick !== undefined}
                disabled={!reached || limit === 0}
                onChange={(checked) => set(offer.rule_id, checked ? 1 : null)}
              />
              <LazyImage src={offer.image} alt={offer.name} width={56} height={56} />
              <div className={styles.offerInfo}>
                <span className={styles.offerName}>
                  <CartTag name="换购" reached={reached} describe={`订单满${yuan(offer.threshold)}可换购`} />
                  {offer.name}
                </span>
                <span className={styles.muted}>
                  {offer.ypgg} · {offer.sccj}
                </span>
                <span>
                  换购价 <strong className={styles.red}>{yuan(offer.price)}</strong>{' '}
                  <del className={styles.muted}>{yuan(offer.base_price)}</del>
                  <span className={styles.muted}>，限 {offer.max_number} 件</span>
                </span>
              </div>
              <div className={styles.offerAction}>
                {reached ? (
                  pick ? (
                    <QuantityStepper
                      label={`${offer.name}换购`}
                      range={exchangeRange(limit)}
                      value={pick.number}
                      onCommit={async (number) => set(offer.rule_id, number)}
                    />
                  ) : (
                    <span className={styles.offerReady}>已满足条件，可换购</span>
                  )
                ) : (
                  <span className={styles.offerWait}>订单满{yuan(offer.threshold)}可换购</span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {offers.length > shown.length || unfolded ? (
        <button type="button" className={styles.more} onClick={() => setUnfolded(!unfolded)}>
          {unfolded ? '收起' : `展开全部 ${offers.length} 个换购商品`}
        </button>
      ) : null}
    </section>
  );
}
