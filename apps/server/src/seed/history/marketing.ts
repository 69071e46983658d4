/**
 * The 领券中心 and the 积分商城 as the history's buyers use them. A coupon is claimed and used on the day
 * it stands for, so only within its window as that day saw it: the pages' own answers (the centre's
 * list, the confirm page's coupons, the mall's balance) say what may be claimed, used or exchanged.
 */
import type { App } from '../../app.js';
import type { Rng } from '../data/prng.js';
import { call, type Caller } from './calls.js';

interface CentreCoupon {
  id: number;
  status: string;
  valid_from: string;
  valid_to: string;
}

/** Claims the first coupon the centre offers that was in its window at `at`; false when none was. */
export async function claimFromCentre(app: App, buyer: Caller, at: number): Promise<boolean> {
  const centre = await call<{ list: CentreCoupon[] }>(app, buyer, 'GET', '/api/coupon/centre?page=1&page_size=100');
  const coupon = centre.list.find((c) => c.status === 'claimable' && Date.parse(c.valid_from) <= at && Date.parse(c.valid_to) >= at);
  if (!coupon) return false;
  await call(app, buyer, 'POST', '/api/coupon/claim', { id: coupon.id });
  return true;
}

interface CouponOption {
  id: number;
  usable: number;
  valid_from: number;
  valid_to: number;
  discount: number;
}

/** The coupon of the confirm page that takes most off these cart lines among those valid at `at` (0: none). */
export async function bestCouponOn(app: App, buyer: Caller, cartIds: number[], at: number): Promise<number> {
  const view = await call<{ coupons: CouponOption[] }>(app, buyer, 'GET', `/api/cart/confirm?ids=${cartIds.join(',')}`);
  const seconds = at / 1000;
  const valid = view.coupons.filter((c) => c.usable === 1 && c.valid_from <= seconds && c.valid_to >= seconds);
  return valid.reduce<CouponOption | null>((best, c) => (!best || c.discount > best.discount ? c : best), null)?.id ?? 0;
}

interface Gift {
  id: number;
  points: number;
  stock: number;
}

/** Spends points on a gift the balance covers (1 to 3 of it); the points order's id, or null when nothing is within the balance. */
export async function exchangePoints(app: App, buyer: Caller, rng: Rng): Promise<number | null> {
  const mall = await call<{ list: Gift[]; balance: number | null }>(app, buyer, 'GET', '/api/points/goods?page=1&page_size=100');
  const balance = mall.balance ?? 0;
  const within = mall.list.filter((g) => g.stock > 0 && g.points <= balance);
  if (!within.length) return null;
  const gift = rng.pick(within);
  const number = Math.min(gift.stock, Math.floor(balance / gift.points), rng.int(1, 3));
  return (await call<{ order_id: number }>(app, buyer, 'POST', '/api/points/exchange', { goods_id: gift.id, number })).order_id;
}
