/** Fixtures of the draw, coupon-centre and points-mall tests. */
import crypto from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { accountStores, coupons, drawPrizes, draws, pointsGoods, pointsLedger, sessions, stores } from '../../src/db/schema/index.js';
import { createBuyer } from '../fixtures.js';

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

let batch = 0;

/**
 * n stores of one fresh account, each with a live session of its own: the concurrency and odds
 * tests need hundreds of buyers, which n logins (or n password hashes) would make slow.
 */
export async function manyStores(app: App, n: number): Promise<{ storeId: number; cookie: string; phone: string }[]> {
  const owner = await createBuyer(app);
  batch += 1;
  const rows = await app.db
    .insert(stores)
    .values(
      Array.from({ length: n }, (_, i) => ({
        company: `测试连锁药房${batch}-${i + 1}号店`,
        contactName: '测试店长',
        contactPhone: `136${String((process.pid * 31 + batch) % 10000).padStart(4, '0')}${String(i).padStart(4, '0')}`,
        province: '北京市',
        city: '北京市',
        customerType: '连锁药店',
        businessScope: ['qx'],
        qualificationStatus: 'passed',
      })),
    )
    .returning({ id: stores.id, phone: stores.contactPhone });
  await app.db.insert(accountStores).values(rows.map((r) => ({ accountId: owner.accountId, storeId: r.id, isOwner: true })));
  const ids = rows.map(() => crypto.randomBytes(32).toString('base64url'));
  await app.db
    .insert(sessions)
    .values(rows.map((r, i) => ({ id: ids[i], accountId: owner.accountId, storeId: r.id, expiresAt: daysFromNow(1) })));
  return rows.map((r, i) => ({ storeId: r.id, cookie: `yc_sid=${ids[i]}`, phone: r.phone }));
}

export type PrizeInput = Pick<typeof drawPrizes.$inferInsert, 'name' | 'type' | 'weight' | 'stock'> & { value?: number };

/** A draw of the test's own, on now unless a window is given, with its prizes in order. */
export async function createDraw(app: App, prizes: PrizeInput[], window: { from?: number; to?: number } = {}) {
  const [draw] = await app.db
    .insert(draws)
    .values({
      name: '测试抽奖活动',
      remarks: '测试说明',
      startsAt: daysFromNow(window.from ?? -1 / 24),
      endsAt: daysFromNow(window.to ?? 1),
    })
    .returning();
  const rows = await app.db
    .insert(drawPrizes)
    .values(prizes.map((p, sort) => ({ drawId: draw.id, value: 0, ...p, sort })))
    .returning();
  return { draw, prizes: rows };
}

export async function createGift(app: App, over: Partial<typeof pointsGoods.$inferInsert> = {}) {
  const [gift] = await app.db
    .insert(pointsGoods)
    .values({ name: '测试礼品医用口罩', points: 100, stock: 100, ...over })
    .returning();
  return gift;
}

export async function createCoupon(app: App, over: Partial<typeof coupons.$inferInsert> = {}) {
  const [coupon] = await app.db
    .insert(coupons)
    .values({
      name: '测试领券满100减10',
      type: 'amount',
      amount: 1000,
      threshold: 10_000,
      scope: { kind: 'all' },
      validFrom: daysFromNow(-1),
      validTo: daysFromNow(10),
      isPublic: true,
      total: 100,
      ...over,
    })
    .returning();
  return coupon;
}

export async function givePoints(app: App, storeId: number, points: number): Promise<void> {
  await app.db.insert(pointsLedger).values({ storeId, points, reason: 'adjust', note: '测试积分' });
}

/** A business refusal: HTTP 200 with a 4xx code and the Chinese message the page shows. */
export function expectRefused(res: { statusCode: number; json(): unknown }, msg: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ code: 400, msg, data: null });
}
