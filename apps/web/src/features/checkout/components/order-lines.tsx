import { Tag } from 'antd';
import { coverImage, type ConfirmView } from '@yc/contracts';
import { LazyImage } from '../../../components/ui/lazy-image';
import { offYuan, yuan } from '../../../lib/format/money';
import styles from './checkout.module.css';
import { ValidityRequirement } from './validity-requirement';

/** The 效期要求 of the lines by goods id (months; absent: 不限) and the server's refusals of them. */
export interface LineRequirements {
  months: Readonly<Record<number, number>>;
  refusals: Readonly<Record<number, string>>;
  onChange(goodsId: number, months: number): void;
}

/** 商品清单 of step 2: the cart lines, the 换购 goods picked in the cart, and the gifts that come along. */
export function OrderLines({
  view,
  onDropPick,
  requirements,
}: {
  view: ConfirmView;
  onDropPick(ruleId: number): void;
  requirements: LineRequirements;
}) {
  return (
    <section className={styles.section} aria-labelledby="checkout-lines">
      <h2 id="checkout-lines" className={styles.sectionTitle}>
        商品清单 <span className={styles.muted}>共 {view.lines.length} 种商品</span>
      </h2>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>商品信息</th>
            <th>规格</th>
            <th>生产厂家</th>
            <th>效期</th>
            <th>单价</th>
            <th>数量</th>
            <th>小计</th>
            <th>优惠</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((line) => (
            <tr key={line.id}>
              <td>
                <span className={styles.lineName}>
                  <LazyImage src={coverImage(line.goods)} alt={line.goods.name} width={48} height={48} />
                  <span>
                    {line.type === 1 && (
                      <Tag color="red" variant="solid">
                        秒
                      </Tag>
                    )}
                    {line.goods.name}
                  </span>
                </span>
              </td>
              <td>{line.goods.ypgg}</td>
              <td>{line.goods.sccj}</td>
              <td>
                <span className={line.goods.is_jxq === 1 ? styles.nearExpiry : undefined}>{line.goods.xq_text ?? '—'}</span>
                <ValidityRequirement
                  goods={line.goods}
                  months={requirements.months[line.goods_id] ?? 0}
                  onChange={(months) => requirements.onChange(line.goods_id, months)}
                  refusal={requirements.refusals[line.goods_id]}
                />
              </td>
              <td>{yuan(line.price)}</td>
              <td>
                {line.number}
                {line.goods.bzdw}
              </td>
              <td className={styles.red}>{yuan(line.amount)}</td>
              <td>{offYuan(line.goods_manjian_amount, line.coupon_amount)}</td>
            </tr>
          ))}
          {view.exchange.lines.map((line) => (
            <tr key={`hg-${line.rule_id}`}>
              <td>
                <span className={styles.lineName}>
                  <Tag color="blue" variant="solid">
                    换购
                  </Tag>
                  {line.name}
                  <button type="button" className={styles.linkButton} onClick={() => onDropPick(line.rule_id)}>
                    不换购了
                  </button>
                </span>
              </td>
              <td colSpan={3} />
              <td>{yuan(line.price)}</td>
              <td>{line.number}</td>
              <td className={styles.red}>{yuan(line.amount)}</td>
              <td>—</td>
            </tr>
          ))}
          {view.gifts.map((gift) => (
            <tr key={`gift-${gift.goods_id ?? 0}-${gift.name}`}>
              <td>
                <span className={styles.lineName}>
                  <Tag color="pink" variant="solid">
                    赠
                  </Tag>
                  {gift.name}
                </span>
              </td>
              <td colSpan={3} />
              <td>{yuan(0)}</td>
              <td>{gift.number}</td>
              <td>赠品</td>
              <td>—</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.exchange.refused.map((refused) => (
        <p key={refused.rule_id} className={styles.reason} role="alert">
          换购未能加入：{refused.reason}
        </p>
      ))}
    </section>
  );
}
