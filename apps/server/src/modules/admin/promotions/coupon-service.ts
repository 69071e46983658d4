/**
 * Coupon templates: made here, issued to stores (each gets one in its wallet and a message) or
 * published in the coupon centre (/lqzx) with how many may be claimed. A template held by a store
 * is never deleted (it is taken out of the centre instead); its total never drops below its claims.
 */
import type { AdminCoupon, AdminCouponBody, AdminCouponQuery } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { coupons, type CouponScope } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, refuse } from '../../../lib/errors.js';
import { couponFace, couponTerms, scopeTexts } from '../../coupons/service.js';
import { audit, type Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import * as q from './coupon-queries.js';
import { isPrizeOfADraw } from './draw-queries.js';

const scopeView = (s: CouponScope) => ({
  scope_kind: s.kind,
  category_keys: s.kind === 'category' ? s.category_keys : [],
  brand_ids: s.kind === 'brand' ? s.brand_ids : [],
});

const rows = tableWrites(coupons, {
  entity: 'coupon',
  label: '优惠券',
  view: (c) => ({
    ...couponTerms(c),
    scope: JSON.stringify(c.scope),
    valid_from: c.validFrom,
    valid_to: c.validTo,
    is_public: c.isPublic,
    total: c.total,
  }),
});

export async function listCoupons(db: Db, query: AdminCouponQuery) {
  const { rows: list, total } = await q.couponPage(
    db,
    { keywords: query.keywords, isPublic: query.is_public === undefined ? undefined : query.is_public === 1 },
    sliceOf(query),
  );
  const scopeText = await scopeTexts(
    db,
    list.map((r) => r.coupon),
  );
  const items = list.map(({ coupon: c, held: h, used: u }): AdminCoupon => {
    const face = couponFace(c, scopeText);
    return {
      id: c.id,
      name: c.name,
      type: c.type as AdminCoupon['type'],
      title: face.title,
      scope_text: face.scope_text,
      amount: face.amount,
      rate: c.rate,
      threshold: face.threshold,
      max_discount: face.max_discount,
      ...scopeView(c.scope),
      valid_from: seconds(c.validFrom),
      valid_to: seconds(c.validTo),
      is_public: c.isPublic ? 1 : 0,
      total: c.total,
      claimed: c.claimed,
      held: h,
      used: u,
    };
  });
  return pageOf(items, total, query);
}

async function scopeOf(tx: Tx, body: AdminCouponBody): Promise<CouponScope> {
  if (body.scope_kind === 'category') {
    const keys = [...new Set(body.category_keys)];
    if ((await q.ordinaryCategoriesCount(tx, keys)) !== keys.length) throw new FieldError('category_keys', '适用分类不存在');
    return { kind: 'category', category_keys: keys };
  }
  if (body.scope_kind === 'brand') {
    const ids = [...new Set(body.brand_ids)];
    if ((await q.brandsCount(tx, ids)) !== ids.length) throw new FieldError('brand_ids', '适用品牌不存在');
    return { kind: 'brand', brand_ids: ids };
  }
  return { kind: 'all' };
}

async function columnsOf(tx: Tx, body: AdminCouponBody) {
  return {
    name: body.name,
    type: body.type,
    amount: body.type === 'amount' ? (body.amount ?? 0) : 0,
    rate: body.type === 'rate' ? (body.rate ?? 100) : 100,
    threshold: body.threshold,
    maxDiscount: body.type === 'rate' ? (body.max_discount ?? 0) : 0,
    scope: await scopeOf(tx, body),
    validFrom: body.valid_from,
    validTo: body.valid_to,
    isPublic: body.is_public === 1,
    total: body.total,
  };
}

export const createCoupon = (db: Db, staff: Actor, body: AdminCouponBody) =>
  rows.create(db, staff, async (tx) => q.insertCoupon(tx, await columnsOf(tx, body)));

export const updateCoupon = (db: Db, staff: Actor, id: number, body: AdminCouponBody) =>
  rows.update(db, staff, id, async (tx, c) => {
    if (body.total < c.claimed) throw new FieldError('total', `发放总量不能少于已领取的${c.claimed}张`);
    await q.setCoupon(tx, id, await columnsOf(tx, body));
  });

/** Puts it in the coupon centre (with claims left to give) or takes it out; stores keep what they claimed. */
export const publishCoupon = (db: Db, staff: Actor, id: number, isPublic: boolean) =>
  rows.update(
    db,
    staff,
    id,
    async (tx, c) => {
      if (isPublic && c.total <= c.claimed) throw refuse('该优惠券已领完，请先增加发放总量');
      if (isPublic && c.validTo.getTime() < Date.now()) throw refuse('该优惠券已过期，不能发布');
      await q.setCoupon(tx, id, { isPublic });
    },
    isPublic ? 'publish' : 'unpublish',
  );

/** One coupon into each named store's wallet, with a message telling it so; answers how many stores got one. */
export async function issueCoupon(db: Db, staff: Actor, id: number, storeIds: readonly number[]): Promise<number> {
  const c = await rows.existing(db, id);
  if (c.validTo.getTime() < Date.now()) throw refuse('该优惠券已过期，不能发放');
  const wanted = [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    const found = await q.storesAmong(tx, wanted);
    if (found.length !== wanted.length) throw new FieldError('store_ids', '所选门店不存在');
    await q.insertIssuedCoupons(tx, id, wanted, {
      title: '您收到一张优惠券',
      content: `平台向您发放了优惠券「${c.name}」，已放入“我的优惠券”，下单时可用。`,
    });
    await audit(tx, staff, {
      action: 'coupon.issue',
      entity: 'coupon',
      entityId: id,
      before: null,
      after: { name: c.name, store_ids: wanted.join(','), stores: wanted.length },
    });
    return wanted.length;
  });
}

/** Only a template no store holds and no draw gives away. */
export const deleteCoupon = (db: Db, staff: Actor, id: number) =>
  rows.remove(db, staff, id, async (tx) => {
    const held = await q.heldCount(tx, id);
    if (held > 0) throw refuse(`已有${held}家门店持有该优惠券，不能删除，可从领券中心下架`);
    if (await isPrizeOfADraw(tx, 'coupon', id)) throw refuse('该优惠券是抽奖活动的奖品，不能删除');
    await q.deleteCouponRow(tx, id);
  });

export const couponOptions = (db: Db) => q.couponOptions(db);
