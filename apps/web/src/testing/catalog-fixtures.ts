import type { GoodsCard, GoodsDetailView, GoodsPage } from '@yc/contracts';

/** A goods card as a passed member sees it; override what a test is about. */
export const goodsCard = (overrides: Partial<GoodsCard> = {}): GoodsCard => ({
  id: 101,
  name: '阿莫西林胶囊',
  common_name: '阿莫西林胶囊',
  ypgg: '0.25g*24粒',
  sccj: '华北制药股份有限公司',
  approval_no: '国药准字H13020001',
  bzdw: '盒',
  image: '/api/img/goods/101.svg',
  goods_image: [{ url: '/api/img/goods/101.svg' }],
  price: 12.5,
  price_text: '',
  base_price: 12.5,
  ladder_price: [],
  ladder_price_type: 1,
  tags: [],
  number: 500,
  min_qty: 1,
  mid_pack: 1,
  is_buy: 1,
  buy_reason: '',
  is_free_shipping: 0,
  free_shipping_number: 0,
  is_dpby: 0,
  is_jxq: 0,
  xq: null,
  xq_text: null,
  is_kx: 0,
  is_hm: 0,
  hm_limit: 0,
  is_rx: 0,
  type: 0,
  goods_type: 1,
  brand: null,
  sales: 120,
  ck_id: 1,
  goods_price_id: 0,
  qg_number: 0,
  storage: '常温',
  ...overrides,
});

/** The same card as a visitor gets it: no prices, nothing to buy. */
export const visitorCard = (overrides: Partial<GoodsCard> = {}): GoodsCard =>
  goodsCard({ price: null, base_price: null, price_text: '登录可见', is_buy: 0, buy_reason: '请先登录', goods_price_id: 0, ...overrides });

export const goodsPage = (list: GoodsCard[], overrides: Partial<GoodsPage> = {}): GoodsPage => ({
  list,
  total: list.length,
  page: 1,
  page_size: 20,
  ...overrides,
});

export const goodsDetail = (overrides: Partial<GoodsDetailView> = {}): GoodsDetailView => ({
  ...goodsCard(),
  goods_image: [{ url: '/api/img/goods/101.svg?v=0' }, { url: '/api/img/goods/101.svg?v=1' }, { url: '/api/img/goods/101.svg?v=2' }],
  kind: 'western',
  dosage_form: '胶囊剂',
  expiry_date: '2027-06-30',
  production_batch: '240601',
  category_path: [
    { id: 1, name: '抗感染药' },
    { id: 100, name: '抗感染药常用' },
  ],
  members: [],
  original_price: null,
  quality_reports: [{ id: 9, batch: '240601', url: '', msg: '该批次检验报告正在上传中，如需纸质报告请联系客户经理。' }],
  batches: [{ batch_no: '240601', produced_on: '2024-06-01', expires_on: '2027-06-30', reports: [] }],
  promotions: [],
  flash_sale: null,
  related: [],
  ...overrides,
});
