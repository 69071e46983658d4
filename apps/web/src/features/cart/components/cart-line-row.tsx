import { CART_ITEM_TYPE_FLASH_SALE, coverImage, GOODS_TYPE_COMBINATION, midPackText, type CartItem } from '@yc/contracts';
import { generatePath, Link } from 'react-router';
import { Checkbox } from '../../../components/ui/choice';
import { HoverTooltip } from '../../../components/ui/hover-popup';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { offYuan, yuan } from '../../../lib/format/money';
import { modal } from '../../../lib/http';
import { quantityRange } from '../../../lib/quantity';
import { lineTags } from '../lib/tags';
import { CartTag } from './cart-tag';
import styles from './cart.module.css';
import { QuantityStepper } from './quantity-stepper';

/** Spec section 5: the question every cart deletion asks first. */
export const DELETE_QUESTION = '确定删除这件商品吗?';

interface CartLineRowProps {
  item: CartItem;
  onSelect(selected: boolean): void;
  onQuantity(number: number): Promise<unknown>;
  onDelete(): void;
  /** For a role that does not buy (财务, 查看): the line is shown, not changed. */
  readOnly?: boolean;
}

const ladderText = (item: CartItem): string =>
  item.goods.ladder_price.map((tier) => `${tier.number}${item.goods.bzdw}以内 ${yuan(tier.price)}`).join('；');

/** One cart line: tick, picture, name with its tags, the spec's fields, unit price, stepper, line amount and delete. */
export function CartLineRow({ item, onSelect, onQuantity, onDelete, readOnly = false }: CartLineRowProps) {
  const { goods } = item;
  const href = generatePath(paths.listInfo, { id: String(goods.id) });
  // A flash-sale line is counted in single units: the sale's own limit, not the middle pack, bounds it.
  const range = quantityRange(item.type === CART_ITEM_TYPE_FLASH_SALE ? { ...goods, mid_pack: 1, min_qty: 1 } : goods);
  const blocked = item.unselectable_reason !== null;
  const tick = (
    <Checkbox aria-label={`选择${goods.name}`} checked={item.is_selected === 1} disabled={blocked || readOnly} onChange={onSelect} />
  );
  const confirmDelete = () => modal.confirm({ title: DELETE_QUESTION, okText: '确定', cancelText: '取消', onOk: onDelete });
  return (
    <div className={`${styles.row} ${blocked ? styles.rowBlocked : ''}`} role="row" aria-label={goods.name} data-line-id={item.id}>
      <div className={styles.cellCheck} role="cell">
        {blocked ? (
          <HoverTooltip title={item.unselectable_reason}>
            <span>{tick}</span>
          </HoverTooltip>
        ) : (
          tick
        )}
      </div>
      <div className={styles.cellInfo} role="cell">
        <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
          <LazyImage src={coverImage(goods)} alt={goods.name} width={80} height={80} />
        </Link>
        <div className={styles.info}>
          <Link to={href} className={styles.name} title={goods.name}>
            {goods.name}
          </Link>
          <div className={styles.tags}>
            {lineTags(item).map((tag) => (
              <CartTag key={tag.name} name={tag.name} describe={tag.describe} />
            ))}
          </div>
          <p className={styles.meta}>
            <span>规格：{goods.ypgg}</span>
            <span title={goods.sccj}>厂家：{goods.sccj}</span>
          </p>
          {goods.xq_text && (
            <p className={`${styles.meta} ${goods.is_jxq === 1 ? styles.nearExpiry : ''}`}>
              <span>{goods.is_jxq === 1 ? `近效期 · ${goods.xq_text}` : goods.xq_text}</span>
            </p>
          )}
          {goods.goods_type === GOODS_TYPE_COMBINATION && item.combination.length > 0 && (
            <p className={styles.meta}>含：{item.combination.map((m) => `${m.name}×${m.combination_number}`).join('、')}</p>
          )}
          {blocked && <p className={styles.reason}>{item.unselectable_reason}</p>}
        </div>
      </div>
      <div className={styles.cellPrice} role="cell">
        <strong>{yuan(item.price)}</strong>
        {goods.base_price !== null && goods.base_price > item.price && <del className={styles.muted}>{yuan(goods.base_price)}</del>}
        {goods.ladder_price.length > 0 && (
          <HoverTooltip title={ladderText(item)}>
            <span className={styles.ladder} tabIndex={0}>
              阶梯价
            </span>
          </HoverTooltip>
        )}
      </div>
      <div className={styles.cellQty} role="cell">
        <QuantityStepper
          range={range}
          value={item.number}
          onCommit={onQuantity}
          label={goods.name}
          disabled={readOnly || goods.is_buy === 0}
        />
        <span className={styles.muted}>
          库存 {goods.number}
          {goods.bzdw}
          {range.min > 1 ? `，起订 ${range.min}` : ''}
        </span>
        {range.packs && <span className={styles.muted}>{midPackText(goods)}</span>}
        {goods.is_hm === 1 && goods.hm_limit > 0 && (
          <span className={styles.saving}>
            含麻药品每单限购 {goods.hm_limit}
            {goods.bzdw}
          </span>
        )}
      </div>
      <div className={styles.cellAmount} role="cell">
        <strong className={styles.red}>{yuan(item.amount)}</strong>
        {/* Its share of 满减/满折 and the previewed coupon, as the order will spread them. */}
        {item.goods_manjian_amount + item.coupon_amount > 0 && (
          <span className={styles.saving}>优惠 {offYuan(item.goods_manjian_amount, item.coupon_amount)}</span>
        )}
      </div>
      <div className={styles.cellOps} role="cell">
        {!readOnly && (
          <button type="button" className={styles.linkButton} onClick={confirmDelete}>
            删除
          </button>
        )}
      </div>
    </div>
  );
}
