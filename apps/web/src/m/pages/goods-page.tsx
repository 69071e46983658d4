import { coverImage, midPackText } from '@yc/contracts';
import { useState } from 'react';
import { useUserBase } from '../../api/get-user-base';
import { useAddToCart } from '../../features/catalog/api/add-to-cart';
import { useGoodsDetail } from '../../features/catalog/api/get-goods-detail';
import { GoodsPrice } from '../../features/catalog/components/goods-price';
import { ladderRows, quoteTier } from '../../features/catalog/lib/ladder';
import { validityAfterLabel } from '../../features/catalog/lib/validity';
import { yuan } from '../../lib/format/money';
import { clampQuantity, quantityRange } from '../../lib/quantity';
import { toast } from '../feedback';
import { Link } from '../link';
import { loginHref, mPaths } from '../paths';
import { navigate } from '../router';
import { Stepper } from '../ui/stepper';
import { failedChange } from '../ui/failed-change';
import styles from './goods-page.module.css';

/** A goods' page: its prices and tiers, its batches and their validity, and 加入购物车 with the goods' quantity rule. */
export function GoodsPage({ params }: { params: Record<string, string> }) {
  const id = Number(params.id);
  const { data: goods, isPending, isError } = useGoodsDetail(id);
  const { data: user } = useUserBase({ enabled: true });
  const add = useAddToCart();
  const [asked, setAsked] = useState<number | null>(null);

  if (isPending) return <p className={styles.state}>加载中…</p>;
  if (isError || !goods) return <p className={styles.state}>商品不存在或已下架</p>;

  const range = quantityRange(goods);
  const quantity = asked ?? range.min;
  const tier = quoteTier(goods, quantity);
  const tiers = ladderRows(goods);
  const refusal = !user ? '' : goods.is_buy === 0 ? goods.buy_reason || '暂不可购买' : range.max === 0 ? '暂时缺货' : '';
  const image = coverImage(goods) || goods.image;

  const submit = () => {
    if (!user) {
      navigate(loginHref(window.location.pathname));
      return;
    }
    const { number } = clampQuantity(quantity, range);
    setAsked(number);
    add.mutate(
      [{ goods_id: goods.id, price: tier?.price ?? goods.price ?? 0, number, ck_id: goods.ck_id, goods_price_id: goods.goods_price_id }],
      {
        onSuccess: (result) => toast([`已加入购物车 ${number}${goods.bzdw}`, ...result.notices].join('；')),
        onError: failedChange('没能加入购物车'),
      },
    );
  };

  return (
    <div className={styles.page}>
      {image && <img className={styles.image} src={image} alt={goods.name} width={400} height={400} />}
      <section className={styles.block}>
        <h2 className={styles.name}>{goods.name}</h2>
        <div className={styles.price}>
          <GoodsPrice goods={goods} size="large" />
        </div>
        <dl className={styles.facts}>
          <dt>规格</dt>
          <dd>{goods.ypgg}</dd>
          <dt>厂家</dt>
          <dd>{goods.sccj}</dd>
          {goods.approval_no && (
            <>
              <dt>批准文号</dt>
              <dd>{goods.approval_no}</dd>
            </>
          )}
          {goods.barcode && (
            <>
              <dt>条码</dt>
              <dd>{goods.barcode}</dd>
            </>
          )}
          <dt>有效期</dt>
          <dd>{goods.xq_text ? validityAfterLabel(goods.xq_text) : '暂无可售批次'}</dd>
          <dt>库存</dt>
          <dd>{goods.number > 0 ? `${goods.number}${goods.bzdw}` : '暂时缺货'}</dd>
          <dt>起订</dt>
          <dd>
            {range.min}
            {goods.bzdw}
            {range.packs ? `，${midPackText(goods)}` : goods.mid_pack > 1 ? `，中包装 ${goods.mid_pack}${goods.bzdw}` : ''}
          </dd>
        </dl>
      </section>
      {goods.price !== null && tiers.length > 0 && (
        <section className={styles.block} aria-labelledby="m-tiers">
          <h3 id="m-tiers" className={styles.heading}>
            阶梯价
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">数量</th>
                <th scope="col">单价</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((row) => (
                <tr key={row.range} aria-current={tier?.tier?.range === row.range ? 'true' : undefined}>
                  <td>{row.range}</td>
                  <td>{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <section className={styles.block} aria-labelledby="m-batches">
        <h3 id="m-batches" className={styles.heading}>
          批号与效期
        </h3>
        {goods.batches.length === 0 ? (
          <p className={styles.muted}>暂无可售批次</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">批号</th>
                <th scope="col">生产日期</th>
                <th scope="col">有效期至</th>
              </tr>
            </thead>
            <tbody>
              {goods.batches.map((batch) => (
                <tr key={batch.batch_no}>
                  <td>{batch.batch_no}</td>
                  <td>{batch.produced_on}</td>
                  <td>{batch.expires_on}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.buy}>
        {refusal !== '' && refusal !== goods.price_text ? (
          <p className={styles.refusal} role="note">
            {refusal}
          </p>
        ) : (
          <>
            {user && (
              <div className={styles.quantity}>
                <Stepper range={range} value={quantity} onChange={setAsked} />
                {tier && (
                  <span className={styles.tier} role="status">
                    单价 {yuan(tier.price)}
                    {tier.next && <br />}
                    {tier.next}
                  </span>
                )}
              </div>
            )}
            <div className={styles.actions}>
              <Link to={mPaths.cart} className={styles.cart}>
                购物车{user && user.cart > 0 ? `(${user.cart})` : ''}
              </Link>
              <button type="button" className={styles.add} disabled={add.isPending} onClick={submit}>
                {user ? (add.isPending ? '正在加入…' : '加入购物车') : '登录后购买'}
              </button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
