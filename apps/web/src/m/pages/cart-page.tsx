import { coverImage, type CartItem } from '@yc/contracts';
import { useDeleteCartLines } from '../../features/cart/api/delete-cart-lines';
import { useEditCartLine } from '../../features/cart/api/edit-cart-line';
import { useCartList } from '../../features/cart/api/get-cart-list';
import { yuan } from '../../lib/format/money';
import { quantityRange } from '../../lib/quantity';
import { toast } from '../feedback';
import { Link } from '../link';
import { checkoutHref, goodsHref, mPaths } from '../paths';
import { failedChange } from '../ui/failed-change';
import { ScanButton } from '../ui/scan-button';
import { Stepper } from '../ui/stepper';
import styles from './cart-page.module.css';

function CartLine({ line }: { line: CartItem }) {
  const edit = useEditCartLine();
  const remove = useDeleteCartLines();
  const { goods } = line;
  const image = coverImage(goods);
  const busy = edit.isPending || remove.isPending;
  return (
    <li className={styles.line}>
      <Link to={goodsHref(goods.id)} className={styles.goods}>
        {image ? <img className={styles.image} src={image} alt="" width={72} height={72} /> : <span className={styles.image} />}
        <span className={styles.body}>
          <span className={styles.name}>{goods.name}</span>
          <span className={styles.meta}>
            {goods.ypgg} · {goods.sccj}
          </span>
          {line.unselectable_reason && <span className={styles.reason}>{line.unselectable_reason}</span>}
          <span className={styles.meta}>
            {yuan(line.price)} × {line.number}
            {goods.bzdw}
          </span>
        </span>
      </Link>
      <div className={styles.controls}>
        <Stepper
          range={quantityRange(goods)}
          value={line.number}
          label={`${goods.name} 数量`}
          disabled={busy}
          onChange={(number) =>
            edit.mutate(
              { id: line.id, number },
              {
                onSuccess: (result) => {
                  if (result.notice) toast(result.notice);
                },
                onError: failedChange('数量未修改'),
              },
            )
          }
        />
        <strong className={styles.amount}>{yuan(line.amount)}</strong>
        <button
          type="button"
          className={styles.delete}
          disabled={busy}
          aria-label={`删除 ${goods.name}`}
          onClick={() => remove.mutate({ ids: [line.id] }, { onSuccess: () => toast('已删除'), onError: failedChange('没能删除') })}
        >
          删除
        </button>
      </div>
    </li>
  );
}

/** The cart on a phone: 扫码加购, each line's stepper and 删除, the totals, and 去结算 to the phone's step 2. */
export function CartPage() {
  const { data: cart, isPending, isError } = useCartList();
  if (isPending) return <p className={styles.state}>加载中…</p>;
  if (isError || !cart) return <p className={styles.state}>购物车加载失败，请稍后再试</p>;
  if (cart.data.length === 0) {
    return (
      <div className={styles.state}>
        <ScanButton mode="cart" />
        <p>{cart.notice || '购物车是空的'}</p>
        <Link to={mPaths.list} className={styles.primary}>
          去逛逛
        </Link>
      </div>
    );
  }
  const { totals } = cart;
  // As the desktop cart: the ticked lines that may be bought go to checkout (the server keeps the ticks).
  const checkoutIds = cart.data.filter((line) => line.is_selected === 1 && line.unselectable_reason === null).map((line) => line.id);
  return (
    <div className={styles.page}>
      <ScanButton mode="cart" />
      {cart.notice && <p className={styles.notice}>{cart.notice}</p>}
      <ul className={styles.lines} aria-label="购物车商品">
        {cart.data.map((line) => (
          <CartLine key={line.id} line={line} />
        ))}
      </ul>
      <dl className={styles.totals} aria-label="合计">
        <dt>已选商品</dt>
        <dd>
          {totals.selected_count} 种 {totals.selected_number} 件
        </dd>
        <dt>商品金额</dt>
        <dd>{yuan(totals.goods_amount)}</dd>
        {totals.promotion_amount > 0 && (
          <>
            <dt>促销优惠</dt>
            <dd>-{yuan(totals.promotion_amount)}</dd>
          </>
        )}
        {totals.coupon_amount > 0 && (
          <>
            <dt>优惠券</dt>
            <dd>-{yuan(totals.coupon_amount)}</dd>
          </>
        )}
        {totals.shipping_amount > 0 && (
          <>
            <dt>运费</dt>
            <dd>{yuan(totals.shipping_amount)}</dd>
          </>
        )}
      </dl>
      <div className={styles.bar}>
        <span className={styles.pay}>
          合计 <strong>{yuan(totals.pay_amount)}</strong>
        </span>
        {checkoutIds.length > 0 ? (
          <Link to={checkoutHref(checkoutIds)} className={styles.checkout}>
            去结算
          </Link>
        ) : (
          <span className={styles.pay}>没有可结算的商品</span>
        )}
      </div>
    </div>
  );
}
