import { Link } from 'react-router';
import { BRAND_NAME } from '../../../config/brand';
import { paths } from '../../../config/paths';
import styles from './yx-rule-page.module.css';

const RULES: readonly { title: string; items: readonly string[] }[] = [
  {
    title: '一、优选包邮',
    items: [
      '带“优”标识的优选品种参与包邮活动，同一订单内优选品种实付金额满足平台包邮门槛即免运费。',
      '包邮门槛以结算页显示为准，未满门槛的订单按平台标准运费收取，结算页会提示还差多少金额可享包邮。',
      '优选品种与普通品种可同单结算，仅优选品种金额计入包邮门槛。',
    ],
  },
  {
    title: '二、单品包邮',
    items: [
      '带“单品包邮”说明的商品，单个品种购买数量达到其包邮数量时，该订单免运费。',
      '包邮数量在商品详情页展示，按同一商品同一规格累计，不同规格不合并计算。',
    ],
  },
  {
    title: '三、配送与售后',
    items: [
      '包邮订单与普通订单享受相同的配送时效与售后服务，近效期、拆零及特殊管理药品以商品页说明为准。',
      '因收货信息有误导致的二次配送，运费由采购方承担。',
      '如发生退货导致剩余商品不再满足包邮条件，退款时将扣除相应运费。',
    ],
  },
  {
    title: '四、其他说明',
    items: [
      `活动期间如有调整，以${BRAND_NAME}平台公告为准；如有疑问，请联系您的专属客户经理。`,
      '恶意拆单、套取包邮优惠的订单，平台有权取消其包邮资格。',
    ],
  },
];

/** /yx/rule, shown without chrome: the free-shipping rules of the 优选 zone. */
export function YxRulePage() {
  return (
    <article className={styles.page}>
      <div className={styles.head}>
        <h1>优选规则</h1>
        <p>优选包邮 · 单品包邮 活动规则说明</p>
      </div>
      {RULES.map((section) => (
        <section key={section.title} className={styles.section}>
          <h2>{section.title}</h2>
          <ol>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
      <div className={styles.foot}>
        <Link to={paths.yx}>返回优选包邮专区</Link>
      </div>
    </article>
  );
}
