import type { GoodsCard as GoodsCardData } from '@yc/contracts';
import { Link, generatePath } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { ladderSummary } from '../lib/ladder';
import { withOfferTags, type GoodsOffers } from '../lib/tags';
import { validityAfterLabel } from '../lib/validity';
import { BuyBox, type ActivityOffer } from './buy-box';
import styles from './goods-card.module.css';
import { GoodsPrice } from './goods-price';
import { GoodsTags } from './goods-tags';
import { HighlightedText } from './highlighted-text';

export const goodsHref = (id: number): string => generatePath(paths.listInfo, { id: String(id) });

interface GoodsCardProps {
  goods: GoodsCardData;
  /** Near-expiry zone: the expiry date sits in a bar above the name as well. */
  expiryFirst?: boolean;
  /** A line under the card (收藏于…, 浏览于…). */
  footnote?: string;
  /** Related goods and small grids: no stepper, just the essentials. */
  compact?: boolean;
  /** On an activity page: the activity price in place of the regular one, crossed out beside it. */
  offer?: ActivityOffer;
  /** A search's words, marked in the name, spec, maker and approval number. */
  highlight?: readonly string[];
  /** What is on offer now (GET /api/goods/activities): its tags lead the catalogue's own. */
  offers?: GoodsOffers;
}

/** One goods in a grid: picture, price, the spec's fields, tags, stock, expiry, and the buy box. */
export function GoodsCard({ goods, expiryFirst = false, footnote, compact = false, offer, highlight, offers }: GoodsCardProps) {
  const href = goodsHref(goods.id);
  const nearExpiry = goods.is_jxq === 1 && goods.xq !== null;
  // Near-expiry goods show their date in the bar above the price; every other card lists its validity with the fields.
  const expiryBar = nearExpiry && (expiryFirst || !compact);
  const ladder = goods.ladder_price.length > 0 ? ladderSummary(goods) : '';
  return (
    <article className={`${styles.card} ${compact ? styles.compact : ''}`} aria-label={goods.name}>
      <Link to={href} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <LazyImage src={goods.image} alt={goods.name} width="100%" height={compact ? 150 : 180} />
        {nearExpiry && <span className={styles.expiryRibbon}>近效期</span>}
        {goods.number === 0 && <span className={styles.soldOut}>暂时缺货</span>}
      </Link>
      {expiryBar && (
        <p className={`${styles.expiry} ${expiryFirst ? styles.expiryStrong : ''}`}>
          有效期至 <strong>{goods.xq}</strong>
        </p>
      )}
      <div className={styles.priceRow}>
        {offer ? (
          <>
            <span className={styles.offerLabel}>活动价</span>
            <GoodsPrice goods={{ ...goods, price: offer.price ?? goods.price }} original={goods.price} />
          </>
        ) : (
          <GoodsPrice goods={goods} />
        )}
      </div>
      <h3 className={styles.name}>
        <Link to={href} title={goods.name}>
          {goods.is_rx === 1 && <span className={styles.rx}>处方</span>}
          <HighlightedText text={goods.name} words={highlight} />
        </Link>
      </h3>
      {/* The row keeps its height without tags, so the fields line up across a grid row. */}
      <div className={styles.tagRow}>
        <GoodsTags tags={withOfferTags(goods.tags, offers)} />
      </div>
      <dl className={styles.fields}>
        <div>
          <dt>规格</dt>
          <dd title={goods.ypgg}>
            <HighlightedText text={goods.ypgg} words={highlight} />
          </dd>
        </div>
        <div>
          <dt>厂家</dt>
          <dd title={goods.sccj}>
            <HighlightedText text={goods.sccj} words={highlight} />
          </dd>
        </div>
        {!compact && (
          <div>
            <dt>批准文号</dt>
            <dd title={goods.approval_no}>{goods.approval_no ? <HighlightedText text={goods.approval_no} words={highlight} /> : '—'}</dd>
          </div>
        )}
        <div>
          <dt>单位</dt>
          <dd>
            {goods.bzdw}
            {goods.mid_pack > 1 && <span className={styles.muted}>（中包装 {goods.mid_pack}）</span>}
          </dd>
        </div>
        {goods.xq_text && !expiryBar && (
          <div>
            <dt>有效期</dt>
            <dd className={nearExpiry ? styles.nearDate : undefined} title={goods.xq_text}>
              {validityAfterLabel(goods.xq_text)}
            </dd>
          </div>
        )}
        <div>
          <dt>库存</dt>
          <dd className={goods.number === 0 ? styles.none : undefined}>{goods.number === 0 ? '缺货' : `${goods.number}${goods.bzdw}`}</dd>
        </div>
      </dl>
      {!compact && ladder !== '' && (
        <p className={styles.ladder} title={ladder}>
          阶梯价：{ladder}
        </p>
      )}
      {!compact && (
        <div className={styles.buy}>
          <BuyBox goods={goods} activity={offer} />
        </div>
      )}
      {footnote && <p className={styles.footnote}>{footnote}</p>}
    </article>
  );
}
