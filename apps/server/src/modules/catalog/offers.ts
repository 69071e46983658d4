/** Promotions, flash sales and activity prices of the goods, as the buyer may see them. */
import {
  type EverydayPrice,
  type FlashSaleInfo,
  type GoodsActivities,
  type GoodsActivityRef,
  type GoodsPromotion,
  type PageQuery,
  type SpikeList,
} from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { controlledAudience, type Buyer } from './buyer.js';
import { cardsWith, shownYuan } from './cards.js';
import * as q from './offer-queries.js';

/** Activity kind of the daily specials page (/mrtj). */
export const EVERYDAY_KIND = 'mrtj';

type FlashRow = Awaited<ReturnType<typeof q.flashSalesFor>>[number];
type ActivityRow = Awaited<ReturnType<typeof q.activitiesFor>>[number];

function flashInfo(buyer: Buyer, f: FlashRow): FlashSaleInfo {
  return {
    id: f.id,
    price: shownYuan(buyer, f.price),
    stock: Math.max(0, f.stock - f.sold),
    limit: f.limitPerStore,
    start_time: seconds(f.startsAt),
    end_time: seconds(f.endsAt),
  };
}

const activityRef = (buyer: Buyer, a: ActivityRow): GoodsActivityRef => ({
  id: a.id,
  kind: a.kind,
  title: a.title,
  price: shownYuan(buyer, a.price),
  end_time: seconds(a.endsAt),
});

export interface GoodsOffers {
  promotions: GoodsPromotion[];
  flash_sale: FlashSaleInfo | null;
  activities: GoodsActivityRef[];
}

/** What is on offer for each of these goods now. */
export async function offersOf(db: DbOrTx, buyer: Buyer, ids: readonly number[]): Promise<Map<number, GoodsOffers>> {
  const [promos, flashes, acts] = await Promise.all([q.promotionsFor(db, ids), q.flashSalesFor(db, ids), q.activitiesFor(db, ids)]);
  return new Map(
    ids.map((id) => {
      const flash = flashes.find((f) => f.goodsId === id);
      return [
        id,
        {
          promotions: promos
            .filter((p) => p.goodsIds.length === 0 || p.goodsIds.includes(id))
            .map((p) => ({ id: p.id, type: p.type, name: p.name, start_time: seconds(p.startsAt), end_time: seconds(p.endsAt) })),
          flash_sale: flash ? flashInfo(buyer, flash) : null,
          activities: acts.filter((a) => a.goodsId === id).map((a) => activityRef(buyer, a)),
        },
      ];
    }),
  );
}

export async function goodsActivities(db: DbOrTx, buyer: Buyer, ids: readonly number[]): Promise<GoodsActivities> {
  const offers = await offersOf(db, buyer, ids);
  return [...offers].map(([goods_id, o]) => ({ goods_id, ...o }));
}

/** Flash sales on now, with the server clock in seconds so the page's countdown does not trust the browser's. */
export async function spike(db: DbOrTx, buyer: Buyer, page: PageQuery): Promise<SpikeList> {
  const { rows, total, nextEnd } = await q.currentFlashSales(db, controlledAudience(buyer), sliceOf(page));
  const list = await cardsWith(db, buyer, rows, (r) => ({ flash_sale: flashInfo(buyer, r) }));
  return { ...pageOf(list, total, page), timestamp: seconds(new Date()), end_time: nextEnd ? seconds(nextEnd) : null };
}

/** Today's specials: goods of the 每日特价 activities in force, at their activity price. */
export async function everydayPrice(db: DbOrTx, buyer: Buyer, page: PageQuery): Promise<EverydayPrice> {
  const { rows, total } = await q.activityGoodsOfKind(db, EVERYDAY_KIND, controlledAudience(buyer), sliceOf(page));
  const list = await cardsWith(db, buyer, rows, (r) => ({ activity: activityRef(buyer, r) }));
  return { ...pageOf(list, total, page), timestamp: seconds(new Date()) };
}
