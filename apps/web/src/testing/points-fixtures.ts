import type { PointsOrder } from '@yc/contracts';

/** A points order of 电子体温计 waiting to ship to the demo member's default address. */
export const pointsOrder = (overrides: Partial<PointsOrder> = {}): PointsOrder => ({
  id: 21,
  goods_id: 3,
  goods_name: '电子体温计',
  image: '/api/img/points-goods/3.svg',
  unit_points: 800,
  points: 1600,
  number: 2,
  status: 'pending',
  status_text: '待发货',
  source: 'exchange',
  source_text: '积分兑换',
  consignee: '李仁济',
  phone: '13800000001',
  address: '北京市北京市朝阳区建国路示例大街88号',
  carrier: null,
  tracking_no: null,
  created_at: 1_780_000_000,
  shipped_at: null,
  completed_at: null,
  can_confirm: 0,
  ...overrides,
});
