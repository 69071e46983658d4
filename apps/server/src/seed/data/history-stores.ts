/**
 * The buyer stores of the demo's 60-day history beyond the demo logins: pharmacies and clinics around
 * the wholesaler, most reviewed and buying every week, a few still waiting for review and one refused.
 * Their logins are 1380010xxxx with the demo password and 支付密码 (README).
 */
import { createRng } from './prng.js';
import type { CustomerType, QualificationStatus, StoreSeed } from './types.js';

const FULL_SCOPE = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'];
/** A clinic buys medicines and devices for its own use, not 中药饮片 or 保健 lines. */
const CLINIC_SCOPE = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'pf', 'wg', 'fk', 'ek', 'sj', 'qx'];

const PLACES = [
  ['北京市', '北京市', '朝阳区'],
  ['北京市', '北京市', '海淀区'],
  ['北京市', '北京市', '丰台区'],
  ['北京市', '北京市', '通州区'],
  ['河北省', '廊坊市', '广阳区'],
  ['河北省', '保定市', '竞秀区'],
  ['天津市', '天津市', '河西区'],
  ['北京市', '北京市', '昌平区'],
] as const;

const NAMES: readonly [string, CustomerType][] = [
  ['同康大药房', '单体药店'],
  ['百草堂药店', '单体药店'],
  ['德济堂大药房(望京店)', '连锁药店'],
  ['德济堂大药房(酒仙桥店)', '连锁药店'],
  ['益民社区卫生服务站', '卫生院'],
  ['回春堂药房', '单体药店'],
  ['华康诊所', '诊所'],
  ['永安堂大药房', '单体药店'],
  ['济民药店', '单体药店'],
  ['康泰医药(总店)', '连锁药店'],
  ['仁心口腔诊所', '诊所'],
  ['安康大药房', '单体药店'],
  ['福寿堂药店', '单体药店'],
  ['惠民平价药房', '单体药店'],
  ['长青社区卫生院', '卫生院'],
  ['京华中西医诊所', '诊所'],
  ['金桥大药房', '单体药店'],
  ['万和堂药店', '单体药店'],
  ['瑞康大药房', '单体药店'],
  ['明德诊所', '诊所'],
];

export const HISTORY_STORE_PHONE_PREFIX = '1380010';

export interface HistoryStoreSeed {
  phone: string;
  name: string;
  store: StoreSeed;
  /** Weekday (0 = Sunday) of its weekly restock. */
  restockDay: number;
  /** How many goods its usual list holds, and how many of them a restock takes. */
  usual: number;
  restockLines: [number, number];
}

const CONTACTS = ['张', '王', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '梁'];

export function historyStores(): HistoryStoreSeed[] {
  const rng = createRng(20260601);
  return NAMES.map(([name, customerType], i) => {
    const [province, city, district] = PLACES[i % PLACES.length];
    // Two wait for review and one was refused: the console's review queue is never empty.
    const status: QualificationStatus = i === 7 || i === 15 ? 'pending' : i === 11 ? 'rejected' : 'passed';
    const phone = `${HISTORY_STORE_PHONE_PREFIX}${String(i + 1).padStart(4, '0')}`;
    const contact = `${CONTACTS[i]}${rng.pick(['建国', '丽华', '志强', '秀英', '海燕', '国庆', '春梅', '明'])}`;
    const street = `${rng.pick(['建设路', '人民路', '光明街', '幸福路', '和平里'])}${rng.int(1, 200)}号`;
    const clinic = customerType === '诊所' || customerType === '卫生院';
    const store: StoreSeed = {
      key: `history-${i + 1}`,
      company: name,
      contact_name: contact,
      contact_phone: phone,
      customer_type: customerType,
      province,
      city,
      district,
      address: street,
      is_passed: status === 'passed',
      business_scope: clinic ? CLINIC_SCOPE : FULL_SCOPE,
      qualifications: [
        { type: '营业执照', number: `9111${String(1000000 + i * 7919).slice(0, 7)}MA0${i}HIS${i % 10}X`, valid_until: '2040-12-31', status },
        {
          type: clinic ? '医疗机构执业许可证' : '药品经营许可证',
          number: clinic ? `PDY${String(40000 + i * 37)}11010${i % 10}` : `京AA01${String(100 + i)}`,
          valid_until: '2030-06-30',
          status,
        },
      ],
      contract:
        status === 'passed'
          ? { contract_no: `YCY-HT-2026-${String(200 + i).padStart(6, '0')}`, title: '2026年度药品购销合同', signed: true, signed_at: '2026-01-10', valid_from: '2026-01-01', valid_until: '2026-12-31' }
          : null,
      account_manager_key: i % 3 === 0 ? 'service-desk' : 'wang',
      addresses: [{ consignee: contact, phone, province, city, district, detail: `${street} ${name}`, is_default: true }],
      wallet:
        status === 'passed'
          ? { balance_fen: rng.int(20, 80) * 100_000, credit_limit_fen: rng.chance(0.5) ? rng.int(2, 10) * 1_000_000 : 0, credit_used_fen: 0, credit_due_day: 25, points: rng.int(0, 3000), coupons: [] }
          : null,
    };
    return { phone, name: contact, store, restockDay: i % 6 + 1, usual: rng.int(40, 90), restockLines: [12, 35] };
  });
}
