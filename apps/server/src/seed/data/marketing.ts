/**
 * Demo data of the coupon centre (/lqzx), the points mall (/jfsc) and the lucky draw: dates are
 * written around SEED_REFERENCE_DATE and moved to the seeding day, so the draw is always on.
 */
import type { CouponSeed } from './types.js';

/** A coupon template published in the coupon centre; `status` is what a claim gives a store. */
export type PublicCouponSeed = CouponSeed & { total: number; claimed: number };

export const publicCoupons: readonly PublicCouponSeed[] = [
  {
    type: 'amount',
    name: '新客专享券',
    threshold_fen: 19900,
    amount_fen: 3000,
    scope: { kind: 'all' },
    valid_from: '2026-11-01',
    valid_to: '2027-01-31',
    status: 'unused',
    total: 2000,
    claimed: 386,
  },
  {
    type: 'amount',
    name: '全场通用满500减30',
    threshold_fen: 50000,
    amount_fen: 3000,
    scope: { kind: 'all' },
    valid_from: '2026-11-10',
    valid_to: '2026-12-31',
    status: 'unused',
    total: 1000,
    claimed: 412,
  },
  {
    type: 'amount',
    name: '大额采购满2000减150',
    threshold_fen: 200000,
    amount_fen: 15000,
    scope: { kind: 'all' },
    valid_from: '2026-11-15',
    valid_to: '2026-12-20',
    status: 'unused',
    total: 300,
    claimed: 296,
  },
  {
    type: 'amount',
    name: '中成药满300减25',
    threshold_fen: 30000,
    amount_fen: 2500,
    scope: { kind: 'category', category_keys: ['zcy'] },
    valid_from: '2026-11-18',
    valid_to: '2026-12-31',
    status: 'unused',
    total: 800,
    claimed: 57,
  },
  {
    type: 'amount',
    name: '云南白药品牌券',
    threshold_fen: 80000,
    amount_fen: 5000,
    scope: { kind: 'brand', brand_keys: ['yunnanbaiyao'] },
    valid_from: '2026-11-12',
    valid_to: '2026-12-25',
    status: 'unused',
    total: 500,
    claimed: 133,
  },
  {
    type: 'rate',
    name: '医疗器械9折券',
    threshold_fen: 150000,
    rate_percent: 90,
    max_discount_fen: 20000,
    scope: { kind: 'category', category_keys: ['qx'] },
    valid_from: '2026-11-05',
    valid_to: '2026-12-31',
    status: 'unused',
    total: 200,
    claimed: 200,
  },
  {
    type: 'amount',
    name: '年终备货满3000减260',
    threshold_fen: 300000,
    amount_fen: 26000,
    scope: { kind: 'all' },
    valid_from: '2026-11-27',
    valid_to: '2027-01-15',
    status: 'unused',
    total: 400,
    claimed: 0,
  },
];

export interface PointsGiftSeed {
  key: string;
  name: string;
  points: number;
  stock: number;
  description: string;
}

/** Gifts a pharmacy uses or hands on to its customers. */
export const pointsGifts: readonly PointsGiftSeed[] = [
  { key: 'mask', name: '一次性医用外科口罩(50只/盒)', points: 300, stock: 800, description: '三层防护，细菌过滤效率≥95%，独立包装便于门店分发' },
  { key: 'alcohol_pads', name: '医用酒精消毒棉片(100片)', points: 200, stock: 600, description: '75%医用酒精，单片独立包装，柜台与体温计消毒两用' },
  { key: 'thermometer', name: '电子体温计', points: 800, stock: 120, description: '软头测温，约60秒出结果，带发热提示与记忆功能' },
  { key: 'pill_box', name: '七日分装电子药盒', points: 600, stock: 200, description: '早中晚分格，定时提醒服药，适合慢病顾客' },
  { key: 'hygrometer', name: '药品阴凉柜温湿度计', points: 500, stock: 150, description: '阴凉区、冷藏柜温湿度监测，满足GSP记录要求' },
  { key: 'medicine_bags', name: '药店拆零药袋(500个)', points: 400, stock: 300, description: '可书写用法用量的自封药袋，拆零销售必备' },
  { key: 'first_aid_kit', name: '家庭医药箱(双层)', points: 1500, stock: 80, description: '双层分隔收纳，可作会员礼品或门店陈列' },
  { key: 'oximeter', name: '指夹式血氧仪', points: 2200, stock: 60, description: '血氧饱和度与脉率同时显示，OLED屏清晰易读' },
  { key: 'forehead_thermometer', name: '医用红外额温枪', points: 2600, stock: 50, description: '1秒快速测温，门店入口与家庭测温两用' },
  { key: 'glucose_meter', name: '便携式血糖仪(含50片试纸)', points: 4200, stock: 30, description: '采血量小，5秒出结果，赠采血笔与试纸' },
  { key: 'bp_monitor', name: '上臂式电子血压计', points: 5800, stock: 20, description: '一键测量，双人记忆，语音播报，适合门店免费测压服务' },
];

export type DrawPrizeSeed =
  | { type: 'points'; name: string; points: number; weight: number; stock: number }
  | { type: 'coupon'; name: string; coupon: CouponSeed; weight: number; stock: number }
  | { type: 'goods'; name: string; gift_key: string; weight: number; stock: number }
  /** 谢谢参与: what a roll on an exhausted prize becomes, so its stock is not counted. */
  | { type: 'none'; name: string; weight: number; stock: number };

/** Coupons only the draw gives (not published in the coupon centre). */
const drawCoupon = (name: string, threshold_fen: number, amount_fen: number): CouponSeed => ({
  type: 'amount',
  name,
  threshold_fen,
  amount_fen,
  scope: { kind: 'all' },
  valid_from: '2026-11-15',
  valid_to: '2027-01-31',
  status: 'unused',
});

export const currentDraw = {
  name: '药采云会员幸运大抽奖',
  remarks:
    '活动期间每家门店可抽奖1次，100%有机会赢取积分、优惠券和实物礼品。奖品直接发放至门店账户：积分存入积分账户，优惠券放入“我的优惠券”，实物礼品生成积分订单，由平台安排配送。',
  starts_at: '2026-11-15T00:00:00+08:00',
  ends_at: '2026-12-31T23:59:59+08:00',
  /** Weights sum to 1000: the odds in per mille. */
  prizes: [
    { type: 'points', name: '50积分', points: 50, weight: 280, stock: 100000 },
    { type: 'coupon', name: '无门槛10元券', coupon: drawCoupon('抽奖专享无门槛10元券', 0, 1000), weight: 150, stock: 3000 },
    { type: 'goods', name: '医用外科口罩1盒', gift_key: 'mask', weight: 60, stock: 300 },
    { type: 'points', name: '200积分', points: 200, weight: 120, stock: 5000 },
    { type: 'coupon', name: '满300减30券', coupon: drawCoupon('抽奖专享满300减30券', 30000, 3000), weight: 90, stock: 1000 },
    { type: 'goods', name: '电子体温计', gift_key: 'thermometer', weight: 20, stock: 50 },
    { type: 'points', name: '1000积分', points: 1000, weight: 20, stock: 200 },
    { type: 'none', name: '谢谢参与', weight: 260, stock: 0 },
  ] satisfies DrawPrizeSeed[] as readonly DrawPrizeSeed[],
  banners: [
    { title: '幸运大抽奖 好礼送不停', subtitle: '积分、优惠券、电子体温计等你来拿', url: '/jfsc', color: '#cf1322' },
  ],
};
