import {
  COUPON_STATUS_TEXT,
  VOUCHER_STATUS_TEXT,
  fenToYuan,
  formatYuan,
  type AvailableCouponQuery,
  type CashVoucherPage,
  type CouponCounts,
  type CouponQuery,
  type CouponStatus,
  type PageQuery,
  type StoreCoupon,
  type StoreCouponPage,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import type { CouponScope } from '../../db/schema/index.js';
import type { AuthContext } from '../../plugins/session.js';
import { categoryNames } from '../account/queries.js';
import * as q from './queries.js';

type CouponRow = Awaited<ReturnType<typeof q.couponPage>>['list'][number];
type CouponTemplate = CouponRow['coupon'];

const yuanText = (fen: number) => formatYuan(fenToYuan(fen)).replace(/\.00$/, '');

/** 满1000减50, 无门槛减10, 满2000享9.5折. */
function couponTitle(c: CouponTemplate): string {
  const above = c.threshold > 0 ? `满${yuanText(c.threshold)}` : '无门槛';
  return c.type === 'rate' ? `${above}享${c.rate / 10}折` : `${above}减${yuanText(c.amount)}`;
}

/** Names every category and brand the page's coupons are limited to, in two look-ups. */
export async function scopeTexts(db: Db, templates: CouponTemplate[]): Promise<(scope: CouponScope) => string> {
  const scopes = templates.map((c) => c.scope);
  const keys = scopes.flatMap((s) => (s.kind === 'category' ? s.category_keys : []));
  const brandIds = scopes.flatMap((s) => (s.kind === 'brand' ? s.brand_ids : []));
  const [cats, brandRows] = await Promise.all([categoryNames(db, [...new Set(keys)]), q.brandNames(db, [...new Set(brandIds)])]);
  const catName = new Map(cats.map((c) => [c.key, c.name]));
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]));
  const names = <K>(ids: K[], map: Map<K, string>) =>
    ids
      .map((id) => map.get(id))
      .filter(Boolean)
      .join('、');
  return (s) =>
    s.kind === 'all'
      ? '全场通用'
      : s.kind === 'category'
        ? `限${names(s.category_keys, catName)}类商品`
        : `限${names(s.brand_ids, brandName)}品牌商品`;
}

function statusOf(r: CouponRow, at: number): CouponStatus {
  if (r.owned.usedAt) return 'used';
  return r.coupon.validTo.getTime() < at ? 'expired' : 'unused';
}

/** A coupon template's terms in yuan, as cards and the console's audit rows show them. */
export const couponTerms = (c: CouponTemplate) => ({
  name: c.name,
  type: c.type,
  amount: fenToYuan(c.amount),
  rate: c.rate,
  threshold: fenToYuan(c.threshold),
  max_discount: fenToYuan(c.maxDiscount),
});

/** What every coupon shows of its template (the wallet's and the coupon centre's cards). */
export function couponFace(c: CouponTemplate, scopeText: (scope: CouponScope) => string) {
  return {
    ...couponTerms(c),
    title: couponTitle(c),
    scope_text: scopeText(c.scope),
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
  };
}

async function couponViews(db: Db, rows: CouponRow[]): Promise<StoreCoupon[]> {
  const scopeText = await scopeTexts(
    db,
    rows.map((r) => r.coupon),
  );
  const at = Date.now();
  return rows.map((r) => {
    const status = statusOf(r, at);
    return {
      id: r.owned.id,
      coupon_id: r.coupon.id,
      ...couponFace(r.coupon, scopeText),
      status,
      status_text: COUPON_STATUS_TEXT[status],
      used_at: r.owned.usedAt ? r.owned.usedAt.toISOString() : null,
    };
  });
}

export async function listCoupons(db: Db, auth: AuthContext, query: CouponQuery): Promise<StoreCouponPage> {
  const { list, total } = await q.couponPage(db, auth.storeId, { type: query.type, state: query.status }, sliceOf(query));
  return pageOf(await couponViews(db, list), total, query);
}

/** Coupons checkout could take now: unused and inside their window. */
export async function availableCoupons(db: Db, auth: AuthContext, query: AvailableCouponQuery): Promise<StoreCouponPage> {
  const { list, total } = await q.couponPage(db, auth.storeId, { type: query.type, state: 'available' }, sliceOf(query));
  return pageOf(await couponViews(db, list), total, query);
}

export const couponCounts = (db: Db, auth: AuthContext): Promise<CouponCounts> => q.couponCounts(db, auth.storeId);

export async function listVouchers(db: Db, auth: AuthContext, query: PageQuery): Promise<CashVoucherPage> {
  const [{ list, total }, usable] = await Promise.all([
    q.voucherPage(db, auth.storeId, sliceOf(query)),
    q.usableVoucherBalance(db, auth.storeId),
  ]);
  const items = list.map(({ voucher: v, balance, expired }) => {
    const status = balance <= 0 ? 'used_up' : expired ? 'expired' : 'usable';
    return {
      id: v.id,
      name: v.name,
      amount: fenToYuan(v.amount),
      used: fenToYuan(v.amount - balance),
      balance: fenToYuan(Math.max(balance, 0)),
      valid_to: v.validTo.toISOString(),
      status,
      status_text: VOUCHER_STATUS_TEXT[status],
    };
  });
  return { ...pageOf(items, total, query), balance: fenToYuan(usable) };
}
