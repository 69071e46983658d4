import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { ads, coupons, drawPrizes, draws, pointsGoods } from '../db/schema/index.js';
import { DRAW_AD_SLOT } from '../modules/draw/service.js';
import { pointsGoodsImage } from '../modules/points-mall/service.js';
import { couponTemplate } from './accounts.js';
import { currentDraw, pointsGifts, publicCoupons, type DrawPrizeSeed } from './data/marketing.js';
import { seedDayShift } from './seed-day.js';

const shift = seedDayShift();

/** The gifts of the points mall, each with the picture drawn from its row; answers their ids by key. */
async function seedPointsGifts(tx: Tx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [sort, g] of pointsGifts.entries()) {
    const [row] = await tx
      .insert(pointsGoods)
      .values({ name: g.name, points: g.points, stock: g.stock, description: g.description, sort })
      .returning({ id: pointsGoods.id });
    await tx
      .update(pointsGoods)
      .set({ image: pointsGoodsImage(row.id) })
      .where(eq(pointsGoods.id, row.id));
    ids.set(g.key, row.id);
  }
  return ids;
}

async function prizeValue(tx: Tx, p: DrawPrizeSeed, giftIds: Map<string, number>, brandIds: Map<string, number>): Promise<number> {
  switch (p.type) {
    case 'points':
      return p.points;
    case 'coupon': {
      const [tpl] = await tx.insert(coupons).values(couponTemplate(p.coupon, brandIds)).returning({ id: coupons.id });
      return tpl.id;
    }
    case 'goods': {
      const id = giftIds.get(p.gift_key);
      if (id === undefined) throw new Error(`draw prize ${p.name}: no gift ${p.gift_key}`);
      return id;
    }
    default:
      return 0;
  }
}

async function seedDraw(tx: Tx, giftIds: Map<string, number>, brandIds: Map<string, number>): Promise<void> {
  const [draw] = await tx
    .insert(draws)
    .values({
      name: currentDraw.name,
      remarks: currentDraw.remarks,
      startsAt: new Date(shift(currentDraw.starts_at)),
      endsAt: new Date(shift(currentDraw.ends_at)),
    })
    .returning({ id: draws.id });
  for (const [sort, p] of currentDraw.prizes.entries()) {
    const value = await prizeValue(tx, p, giftIds, brandIds);
    await tx.insert(drawPrizes).values({ drawId: draw.id, name: p.name, type: p.type, value, weight: p.weight, stock: p.stock, sort });
  }
  for (const [sort, b] of currentDraw.banners.entries()) {
    await tx.insert(ads).values({ slot: DRAW_AD_SLOT, ...b, width: 600, height: 150, image: '', sort });
  }
  await tx
    .update(ads)
    .set({ image: sql`'/api/img/ad/' || ${ads.id} || '.svg'` })
    .where(eq(ads.slot, DRAW_AD_SLOT));
}

/** The coupon centre's public coupons, the points mall's gifts and the draw on now. */
export async function seedMarketing(tx: Tx, brandIds: Map<string, number>): Promise<void> {
  for (const c of publicCoupons) {
    await tx.insert(coupons).values({ ...couponTemplate(c, brandIds), isPublic: true, total: c.total, claimed: c.claimed });
  }
  const giftIds = await seedPointsGifts(tx);
  await seedDraw(tx, giftIds, brandIds);
}
