import type { AfterSaleView, OrderListItem, OrderListPage } from '@yc/contracts';

/** Order 501's goods as every view of the order names them: boxes of 阿莫西林 at ¥12.50. */
export const ORDERED_GOODS = {
  goods_id: 101,
  name: '阿莫西林胶囊',
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  bzdw: '盒',
  image: '',
  price: 12.5,
};

/** An order as GET /api/order/list answers it: a paid order of 100 boxes of 阿莫西林. */
export const listItem = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  id: 501,
  order_no: 'YC20261120103000000001123456',
  status: 'paid',
  status_text: '待发货',
  can_pay: 0,
  can_cancel: 1,
  can_confirm: 0,
  can_return: 0,
  goods_amount: 1250,
  discount_amount: 50,
  shipping_amount: 0,
  pay_amount: 1200,
  pay_method: 'wallet',
  is_hm: 0,
  created_at: 1_795_000_000,
  expires_at: 1_795_001_800,
  item_count: 1,
  goods_count: 100,
  items: [
    {
      ...ORDERED_GOODS,
      number: 100,
      line_type: 'goods',
    },
  ],
  ...overrides,
});

export const listPage = (list: OrderListItem[]): OrderListPage => ({
  list,
  total: list.length,
  page: 1,
  page_size: 10,
  counts: { all: 3, pending_approval: 0, unpaid: 0, paid: list.length, shipped: 0, completed: 2, cancelled: 0 },
  timestamp: 1_795_000_000,
});

/** A pending return request of order 501, as GET /api/order/returns lists it and POST /api/order/return answers it. */
export const returnRequest = (overrides: Partial<AfterSaleView> = {}): AfterSaleView => ({
  id: 9,
  order_id: 501,
  order_no: 'YC20261120103000000001123456',
  type: 'return',
  type_text: '退货',
  status: 'pending',
  status_text: '待审核',
  reason: '商品破损',
  reply: null,
  images: [],
  items: [],
  refund_amount: 36,
  refund_to: '账户余额',
  created_at: 1_795_000_300,
  handled_at: null,
  can_cancel: 1,
  events: [{ status: 'pending', text: '买家提交退货申请，等待平台审核', created_at: 1_795_000_300 }],
  ...overrides,
});
