/** Shapes of the demo seed data. Money is integer fen; dates are ISO `YYYY-MM-DD` strings. */

export type GoodsKind = 'western' | 'tcm' | 'device';
export type StorageCondition = '常温' | '阴凉' | '冷藏';
export type PackUnit = '盒' | '瓶' | '袋' | '支' | '板' | '只' | '台' | '包' | '个' | '卷' | '贴' | '罐' | '套';
export type TagWord = '优' | '秒' | '满' | '换购' | '赠' | '特' | '新';
export type CustomerType = '单体药店' | '连锁药店' | '诊所' | '卫生院';
export type CategoryKind = 'ordinary' | 'youx' | 'zy' | 'qx';

export interface GoodsTag {
  name: TagWord;
  describe: string;
}

/** ladder_price_type 1: the tier's price applies to quantities up to and including `number`. */
export interface LadderTier {
  number: number;
  price_fen: number;
}

export interface FullReductionTier {
  threshold_fen: number;
  reduce_fen: number;
}

/** At most one promotion per goods; each one is the reason for exactly one tag. */
export type GoodsPromo =
  | { type: 'manjian'; tiers: FullReductionTier[] }
  | { type: 'gift'; buy_qty: number; gift_qty: number; gift_name: string }
  | { type: 'exchange'; order_threshold_fen: number; exchange_price_fen: number }
  | { type: 'flash'; price_fen: number; stock: number; per_order_limit: number };

export interface GoodsSeed {
  sku: string;
  name: string;
  common_name: string;
  kind: GoodsKind;
  /** True for 中药饮片, which carry no 批准文号 (approval_no is ''). */
  is_decoction_piece: boolean;
  dosage_form: string;
  spec: string;
  unit: PackUnit;
  manufacturer: string;
  approval_no: string;
  /** Category keys from the root of the ordinary tree down to a leaf. */
  category_path: string[];
  /** The same path as names, for display and search. */
  category_names: string[];
  brand: string | null;
  base_price_fen: number;
  stock: number;
  min_qty: number;
  mid_pack: number;
  ladder_price_type: 1;
  ladder: LadderTier[];
  promo: GoodsPromo | null;
  tags: GoodsTag[];
  is_free_shipping: boolean;
  is_dpby: boolean;
  /** 0 unless is_dpby: buying this many of the item ships the order free. */
  free_shipping_number: number;
  near_expiry: boolean;
  production_date: string;
  expiry_date: string;
  production_batch: string;
  is_controlled: boolean;
  controlled_regions: string[];
  controlled_customer_types: CustomerType[];
  contains_ephedrine: boolean;
  /** Per-order quantity limit of 含麻 goods; null otherwise. */
  hm_limit: number | null;
  is_self_operated: boolean;
  is_rx: boolean;
  sales: number;
  created_days_ago: number;
  storage: StorageCondition;
  /** Key of the warehouse (WAREHOUSES) it is stocked in. */
  warehouse: string;
}

export interface CombinationItem {
  sku: string;
  qty: number;
}

/** A combination package (goods_type 3). */
export interface CombinationSeed {
  code: string;
  name: string;
  goods_type: 3;
  description: string;
  items: CombinationItem[];
  /** Sum of the members' base prices times their quantities. */
  original_price_fen: number;
  price_fen: number;
  stock: number;
}

export interface CategoryNode {
  key: string;
  name: string;
  children: CategoryNode[];
}

export interface BrandSeed {
  key: string;
  name: string;
  manufacturer: string;
  slogan: string;
}

export interface ManufacturerSeed {
  name: string;
  province: string;
  /** Two-digit province code used in 国药准字 numbers. */
  province_code: string;
  /** One-character province abbreviation used in device registration numbers. */
  province_abbr: string;
}

export interface NavSeed {
  name: string;
  url: string;
  /** 1 opens in a new tab. */
  is_open: 0 | 1;
  children: NavSeed[];
}

export interface BannerSeed {
  title: string;
  subtitle: string;
  url: string;
  color: string;
  /** The public coupon (by name) the ad offers: it shows only while that coupon can be claimed. */
  coupon?: string;
  /** Only for new customers: hidden from a store once it has paid an order. */
  new_customers?: boolean;
}

/** An ad slot of GET /api/focus/{key}; key '' is the home carousel. */
export interface BannerSlotSeed {
  key: string;
  name: string;
  width: number;
  height: number;
  banners: BannerSeed[];
}

export interface HelpGroupSeed {
  key: string;
  name: string;
  order: number;
  /** Route of the group's articles, e.g. /help/xrzn. */
  route: string;
}

export interface HelpArticleSeed {
  group_key: string;
  group_name: string;
  group_order: number;
  order: number;
  slug: string;
  title: string;
  body_html: string;
}

export interface NewsSeed {
  type: 'hy' | 'company';
  title: string;
  summary: string;
  body_html: string;
  published_at: string;
}

export interface FriendlyLinkSeed {
  name: string;
  url: string;
}

export interface CompanySeed {
  name: string;
  legal_name: string;
  hotline: string;
  complaint_hotline: string;
  service_hours: string;
  email: string;
  address: string;
}

export interface QualityInspectionSeed {
  quality_inspection_url: string;
  msg: string;
}

export interface AccountManagerSeed {
  key: string;
  name: string;
  phone: string;
  /** 0 = a dedicated rep, 1 = the default service desk. */
  is_default: 0 | 1;
  /** 身份证号 on the 委托书 of the 首营资料 (a demo number); '' for the desk, which is no person. */
  id_card_no: string;
}

export interface AddressSeed {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
}

export type QualificationStatus = 'passed' | 'pending' | 'rejected';

export interface QualificationSeed {
  type: string;
  number: string;
  valid_until: string;
  status: QualificationStatus;
}

export interface ContractSeed {
  contract_no: string;
  title: string;
  signed: boolean;
  signed_at: string | null;
  valid_from: string;
  valid_until: string;
}

export type CouponSeed =
  | {
      type: 'amount';
      name: string;
      threshold_fen: number;
      amount_fen: number;
      scope: CouponScope;
      valid_from: string;
      valid_to: string;
      status: 'unused' | 'used' | 'expired';
    }
  | {
      type: 'rate';
      name: string;
      threshold_fen: number;
      /** Percent of the price paid: 95 = 9.5折. */
      rate_percent: number;
      /** Cap of the discount. */
      max_discount_fen: number;
      scope: CouponScope;
      valid_from: string;
      valid_to: string;
      status: 'unused' | 'used' | 'expired';
    };

export type CouponScope =
  | { kind: 'all' }
  | { kind: 'category'; category_keys: string[] }
  | { kind: 'brand'; brand_keys: string[] };

export interface WalletSeed {
  balance_fen: number;
  credit_limit_fen: number;
  credit_used_fen: number;
  /** Day of month on which the payment-term credit is due. */
  credit_due_day: number;
  points: number;
  coupons: CouponSeed[];
}

export interface StoreSeed {
  key: string;
  company: string;
  contact_name: string;
  contact_phone: string;
  customer_type: CustomerType;
  province: string;
  city: string;
  district: string;
  address: string;
  is_passed: boolean;
  /** Top-level category keys of the 经营范围; goods outside it get is_buy = 0. */
  business_scope: string[];
  qualifications: QualificationSeed[];
  contract: ContractSeed | null;
  account_manager_key: string;
  addresses: AddressSeed[];
  /** Only the first store of the demo member carries a funded wallet. */
  wallet: WalletSeed | null;
}

export interface DemoAccountSeed {
  username: string;
  /** Plain text: the inserter hashes it. */
  password: string;
  /** The 6-digit 支付密码, plain text too; absent = not set yet. */
  pay_password?: string;
  name: string;
  phone: string;
  email: string;
  stores: StoreSeed[];
  /** The account as a company with more logins (issue 19); without it the login is the 负责人 of its stores alone. */
  company?: { name: string; members: DemoMemberSeed[] };
}

/** A company member: its own login, with one role (and per-order limit) in every store of the company. */
export interface DemoMemberSeed {
  phone: string;
  /** Plain text: the inserter hashes it. */
  password: string;
  name: string;
  role: 'owner' | 'buyer' | 'finance' | 'viewer';
  order_limit_fen: number | null;
}
