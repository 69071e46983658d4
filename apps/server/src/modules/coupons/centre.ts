import {
  CENTRE_COUPON_STATUS_TEXT,
  type CentreCouponPage,
  type CentreCouponStatus,
  type CouponClaimBody,
  type CouponClaimed,
  type PageQuery,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { couponFace, scopeTexts } from './service.js';
import * as q from './centre-queries.js';

type CentreRow = Awaited<ReturnType<typeof q.centrePage>>['list'][number];

function statusOf(r: CentreRow): CentreCouponStatus {
  if (r.isClaimed) return 'claimed';
  if (!r.started) return 'not_started';
  return r.coupon.claimed >= r.coupon.total ? 'sold_out' : 'claimable';
}

/** GET /api/coupon/centre: what a visitor or a store may claim, each with its state for the store. */
export async function listCentre(db: Db, auth: AuthContext | null, query: PageQuery): Promise<CentreCouponPage> {
  const { list, total } = await q.centrePage(db, auth?.storeId ?? null, sliceOf(query));
  const scopeText = await scopeTexts(
    db,
    list.map((r) => r.coupon),
  );
  const items = list.map((r) => {
    const status = statusOf(r);
    return {
      id: r.coupon.id,
      ...couponFace(r.coupon, scopeText),
      total: r.coupon.total,
      claimed: Math.min(r.coupon.claimed, r.coupon.total),
      is_claimed: r.isClaimed ? 1 : 0,
      status,
      status_text: CENTRE_COUPON_STATUS_TEXT[status],
    };
  });
  return pageOf(items, total, query);
}

/**
 * POST /api/coupon/claim: once per store (the claim-once index) and never past the coupon's total
 * (a conditional increment); both in one transaction, so a refused claim leaves no row behind.
 */
export async function claimCoupon(db: Db, auth: AuthContext, body: CouponClaimBody): Promise<CouponClaimed> {
  return db.transaction(async (tx) => {
    const row = await q.publicCoupon(tx, body.id);
    if (!row) throw notFound('优惠券');
    if (!row.started) throw refuse('该优惠券尚未开始领取');
    if (row.expired) throw refuse('该优惠券已过期');
    const id = await q.insertClaim(tx, auth.storeId, body.id);
    if (id === null) throw refuse('您已领取过该优惠券');
    if (!(await q.takeOne(tx, body.id))) throw refuse('该优惠券已被领完');
    return { id, coupon_id: body.id };
  });
}
