import {
  CART_FILTERS,
  ZERO_CART_TOTALS,
  type AddressView,
  type CartGoods,
  type CartItem,
  type CartList,
  type ConfirmView,
  type CouponOption,
  type CreditSummary,
  type ExchangeOffer,
  type NextHintResult,
  type OrderInfo,
  type WalletSummary,
} from '@yc/contracts';
import { ok, type Route } from './fake-api';
import { linkedStores, member, shellApi } from './fixtures';
import { ORDERED_GOODS } from './order-fixtures';

/** The goods of a cart line as a passed member's cart shows it; override what a test is about. */
export const cartGoods = (overrides: Partial<CartGoods> = {}): CartGoods => ({
  id: 101,
  name: '阿莫西林胶囊',
  sccj: '华北制药股份有限公司',
  ypgg: '0.25g*24粒',
  goods_image: [{ url: '/api/img/goods/101.svg' }],
  base_price: 12.5,
  is_buy: 1,
  buy_reason: '',
  number: 500,
  ladder_price: [],
  ladder_price_type: 1,
  bzdw: '盒',
  tags: [],
  is_free_shipping: 0,
  free_shipping_number: 0,
  is_dpby: 0,
  qg_number: 0,
  type: 0,
  goods_type: 1,
  min_qty: 1,
  mid_pack: 1,
  is_hm: 0,
  hm_limit: 0,
  is_jxq: 0,
  xq: '2027-08-31',
  xq_text: '效期至 2027-08-31',
  ck_id: 1,
  is_youx: 0,
  xq_to: '2027-08-31',
  ...overrides,
});

export const cartItem = (overrides: Partial<CartItem> = {}, goods: Partial<CartGoods> = {}): CartItem => ({
  id: 1,
  goods_id: goods.id ?? 101,
  type: 0,
  goods_type: 1,
  number: 10,
  price: 12.5,
  amount: 125,
  is_selected: 1,
  unselectable_reason: null,
  with_coupon: 1,
  goods_manjian_id: 0,
  goods_manjian_amount: 0,
  coupon_amount: 0,
  gift_data: { total: 0, type: 0 },
  key: 'none',
  flash: null,
  activity: null,
  goods_price_id: 0,
  ladder_price_id: 0,
  is_yj: 0,
  goods: cartGoods(goods),
  combination: [],
  ...overrides,
});

/** A cart with these lines; totals, filters and shipping are plausible, override them when they matter. */
export const cartList = (items: CartItem[] = [], overrides: Partial<CartList> = {}): CartList => ({
  data: items,
  activity_data: { manjians: [], discounts: [] },
  shipping_data: { shipping_amount: 15, no_trans_order_amount: 675, free_reason: null, fee: 15, free_threshold: 800 },
  filter_data: CART_FILTERS.map((f) => ({ value: f.value, name: f.name, count: f.value === 99999 ? items.length : 0 })),
  filters: 99999,
  gifts: [],
  exchange: [],
  coupon: null,
  totals: {
    ...ZERO_CART_TOTALS,
    total_count: items.length,
    selected_count: items.filter((i) => i.is_selected === 1).length,
    selected_number: items.filter((i) => i.is_selected === 1).reduce((n, i) => n + i.number, 0),
  },
  notice: '',
  ...overrides,
});

export const emptyCart = (): CartList => cartList([]);

export const exchangeOffer = (overrides: Partial<ExchangeOffer> = {}): ExchangeOffer => ({
  rule_id: 7,
  goods_id: 301,
  name: '维生素C片',
  ypgg: '0.1g*100片',
  sccj: '东北制药',
  image: '/api/img/goods/301.svg',
  price: 2.5,
  base_price: 5,
  threshold: 199,
  reached: 1,
  max_number: 2,
  stock: 100,
  ...overrides,
});

export const noHint: NextHintResult = { activities: [], shipping: null, message: null };

export const address = (overrides: Partial<AddressView> = {}): AddressView => ({
  id: 11,
  consignee: '李仁济',
  phone: '13800000001',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国路88号',
  full_address: '北京市北京市朝阳区建国路88号',
  is_default: 1,
  ...overrides,
});

export const coupon = (overrides: Partial<CouponOption> = {}): CouponOption => ({
  id: 21,
  name: '全场满1000减50',
  type: 'amount',
  amount: 50,
  rate: 100,
  threshold: 1000,
  max_discount: 0,
  valid_from: 1_767_196_800,
  valid_to: 1_798_732_800,
  usable: 1,
  reason: null,
  discount: 50,
  ...overrides,
});

export const confirmView = (overrides: Partial<ConfirmView> = {}): ConfirmView => ({
  lines: [cartItem({ id: 1, number: 100, amount: 1250 })],
  addresses: [address(), address({ id: 12, consignee: '王药师', is_default: 0, full_address: '北京市北京市海淀区中关村1号' })],
  address_id: 11,
  coupons: [],
  coupon_id: 0,
  best_coupon_id: null,
  coupon_refused: null,
  vouchers: [],
  invoice_types: ['电子普通发票', '电子增值税专用发票', '纸质普通发票'],
  exchange: { offers: [], lines: [], refused: [] },
  gifts: [],
  activity_data: { manjians: [], discounts: [] },
  shipping_data: { shipping_amount: 0, no_trans_order_amount: 0, free_reason: 'threshold', fee: 15, free_threshold: 800 },
  totals: { ...ZERO_CART_TOTALS, total_count: 1, selected_count: 1, selected_number: 100, goods_amount: 1250, pay_amount: 1250 },
  is_hm: 0,
  ...overrides,
});

export const orderInfo = (overrides: Partial<OrderInfo> = {}): OrderInfo => ({
  id: 501,
  order_no: 'YC20261120103000000001123456',
  status: 'unpaid',
  status_text: '待付款',
  goods_amount: 1250,
  promotion_amount: 0,
  coupon_amount: 50,
  voucher_amount: 0,
  shipping_amount: 0,
  shipping_paid: 0,
  pay_amount: 1200,
  pay_method: null,
  address: { consignee: '李仁济', phone: '13800000001', province: '北京市', city: '北京市', district: '朝阳区', detail: '建国路88号' },
  invoice_type: '电子普通发票',
  remark: '',
  is_hm: 0,
  created_at: 1_795_000_000,
  paid_at: null,
  cancelled_at: null,
  cancel_reason: null,
  expires_at: 1_795_001_800,
  timestamp: 1_795_000_000,
  items: [
    {
      id: 1,
      ...ORDERED_GOODS,
      flash_sale_id: null,
      number: 100,
      amount: 1200,
      subtotal: 1250,
      discount: 50,
      voucher: 0,
      paid: 1200,
      line_type: 'goods',
      returnable_number: 0,
      min_validity_months: 0,
      batches: [],
      trace_codes: [],
    },
  ],
  events: [],
  shipped_at: null,
  delivered_at: null,
  completed_at: null,
  can_pay: 1,
  can_cancel: 1,
  can_confirm: 0,
  can_return: 0,
  logistics: { carrier: null, tracking_no: null, shipped_at: null, delivered_at: null, events: [] },
  promotions: [],
  invoice: null,
  after_sales: [],
  hm_receipt: null,
  hm_buyer: null,
  hm_buyer_last: null,
  ...overrides,
});

/** Order 501 paid from the wallet and shipped: the buyer may confirm receipt or return any of its units. */
export const shippedOrderInfo = (overrides: Partial<OrderInfo> = {}): OrderInfo =>
  orderInfo({
    status: 'shipped',
    status_text: '已发货',
    pay_method: 'wallet',
    paid_at: 1_795_000_100,
    shipped_at: 1_795_000_200,
    can_pay: 0,
    can_cancel: 0,
    can_confirm: 1,
    can_return: 1,
    items: orderInfo().items.map((item) => ({ ...item, returnable_number: 100 })),
    ...overrides,
  });

export const wallet = (balance: number): WalletSummary => ({ balance, frozen: 0, recharge_total: balance, spend_total: 0 });

export const credit = (available: number): CreditSummary => ({
  limit: 50000,
  used: 50000 - available,
  available,
  term_days: 30,
  overdue_amount: 0,
  next_due_date: null,
});

/** The shell answered for a signed-in member, plus the cart's own endpoints; pass routes to change or add answers. */
export const cartApi = (routes: Record<string, Route> = {}) =>
  shellApi({
    'GET /api/user/base': ok(member({ cart: 3 })),
    'GET /api/cart/total': ok({ total: 3 }),
    'GET /api/cart/list': ok(emptyCart()),
    'POST /api/cart/next_hint': ok(noHint),
    'GET /api/multi/index': ok(linkedStores),
    ...routes,
  });
