import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { activities, activityGoods } from '../db/schema/index.js';
import { bannerSvg } from '../lib/images.js';
import { svgDataUri } from '../lib/images/svg-uri.js';
import { ACTIVITY_WINDOW_DAYS, activitySeeds, GOODS_PER_KIND, type ActivitySeed } from './data/activities.js';
import { insertMany } from './insert.js';

const DAY = 86_400_000;
const CHINA_OFFSET = 8 * 3_600_000;
const BANNER = { width: 1200, height: 300 };

/**
 * Where the activities' goods start among the plain goods: past the first ones and short of the
 * last ones, which the order and cart tests set aside for themselves.
 */
const POOL_START = 0.45;

/** Midnight in China of the seeding day plus `days`. */
const chinaDay = (now: number, days: number) => Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET + days * DAY;

/** The activity price: a share of the base price, whole jiao above ten yuan, always below the base. */
function activityPrice(basePrice: number, percent: number): number {
  const raw = Math.floor((basePrice * percent) / 100);
  const price = raw >= 1000 ? Math.floor(raw / 10) * 10 : raw;
  return Math.max(1, Math.min(price, basePrice - 1));
}

/** Plain goods any demo store may buy, in stock, and on no flash sale: the activities' goods, in id order. */
async function goodsPool(tx: Tx): Promise<{ id: number; basePrice: number }[]> {
  const res = await tx.execute<{ id: number; base_price: number }>(sql`
    SELECT g.id, g.base_price FROM goods g
    WHERE g.goods_type = 1 AND g.on_sale AND NOT g.is_controlled AND NOT g.contains_ephedrine AND NOT g.is_near_expiry
      AND g.stock >= 200 AND g.min_qty <= 10 AND g.base_price >= 300
      AND NOT EXISTS (SELECT 1 FROM flash_sales f WHERE f.goods_id = g.id)
    ORDER BY g.id`);
  return res.rows.map((r) => ({ id: r.id, basePrice: r.base_price }));
}

function activityRow(a: ActivitySeed, sort: number, now: number): typeof activities.$inferInsert {
  const window = ACTIVITY_WINDOW_DAYS[a.window];
  return {
    kind: a.kind,
    title: a.title,
    description: a.description,
    banner: svgDataUri(bannerSvg({ title: a.title, subtitle: a.subtitle, color: a.color }, BANNER.width, BANNER.height)),
    rules: a.rules,
    startsAt: new Date(chinaDay(now, window.from)),
    endsAt: new Date(chinaDay(now, window.to + 1) - 1000),
    sort,
  };
}

/** Every kind's activities, each kind over goods of its own. */
export async function seedActivities(tx: Tx): Promise<void> {
  const now = Date.now();
  const pool = await goodsPool(tx);
  const kinds = [...new Set(activitySeeds.map((a) => a.kind))];
  const start = Math.floor(pool.length * POOL_START);
  const goodsOf = (kind: ActivitySeed['kind']) => {
    const at = start + kinds.indexOf(kind) * GOODS_PER_KIND;
    return pool.slice(at, at + GOODS_PER_KIND);
  };
  for (const [sort, a] of activitySeeds.entries()) {
    const [row] = await tx
      .insert(activities)
      .values(activityRow(a, sort, now))
      .returning({ id: activities.id });
    const percent = a.price_percent;
    await insertMany(
      tx,
      activityGoods,
      goodsOf(a.kind)
        .slice(0, a.goods)
        .map((g, i) => ({
          activityId: row.id,
          goodsId: g.id,
          price: percent === null ? null : activityPrice(g.basePrice, percent),
          sort: i,
        })),
    );
  }
}
