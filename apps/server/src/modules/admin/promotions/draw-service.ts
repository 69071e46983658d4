/**
 * Points-mall gifts, and lucky draws with their prizes: odds are relative weights (a prize's share
 * is its weight over the draw's total, as draw/odds.ts rolls them), stock is what is left to win.
 * A gift or prize someone already has, and a draw someone joined, are kept (their records point at
 * them); a gift can be run out of stock instead.
 */
import {
  DRAW_PRIZE_TYPE_TEXT,
  type AdminDraw,
  type AdminDrawBody,
  type AdminDrawPrize,
  type AdminDrawPrizeBody,
  type AdminPointsGoods,
  type AdminPointsGoodsBody,
  type DrawPrizeType,
  type PageQuery,
} from '@yc/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf, withTotal } from '../../../db/paging.js';
import { coupons, drawPrizes, drawRecords, draws, pointsGoods, pointsOrders } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import { removePublicUpload } from '../../images/uploads.js';
import { pointsGoodsImage } from '../../points-mall/service.js';
import { uploadRowPicture } from '../catalog/uploads.js';
import type { Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import { windowStatus } from './window.js';

const gifts = tableWrites(pointsGoods, {
  entity: 'points_goods',
  label: '积分礼品',
  view: (g) => ({ name: g.name, image: g.image, points: g.points, stock: g.stock, description: g.description, sort: g.sort }),
});

const exchanged = sql<number>`(SELECT coalesce(sum(o.number), 0)::int FROM ${pointsOrders} o WHERE o.points_goods_id = ${pointsGoods}.id)`;

export async function listPointsGoods(db: Db, query: PageQuery) {
  const slice = sliceOf(query);
  const { rows, total } = await withTotal(
    db
      .select({ gift: pointsGoods, exchanged })
      .from(pointsGoods)
      .orderBy(asc(pointsGoods.sort), desc(pointsGoods.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(pointsGoods),
  );
  return pageOf(
    rows.map(({ gift: g, exchanged: x }): AdminPointsGoods => ({
      id: g.id,
      name: g.name,
      image: g.image,
      points: g.points,
      stock: g.stock,
      description: g.description,
      sort: g.sort,
      exchanged: x,
    })),
    total,
    query,
  );
}

export const createPointsGoods = (db: Db, staff: Actor, body: AdminPointsGoodsBody) =>
  gifts.create(db, staff, async (tx) => {
    const [row] = await tx.insert(pointsGoods).values(body).returning({ id: pointsGoods.id });
    // The picture is drawn from the row, so its address carries the id (as the seed writes it).
    await tx
      .update(pointsGoods)
      .set({ image: pointsGoodsImage(row.id) })
      .where(eq(pointsGoods.id, row.id));
    return row.id;
  });

export const updatePointsGoods = (db: Db, staff: Actor, id: number, body: AdminPointsGoodsBody) =>
  gifts.update(db, staff, id, (tx) => tx.update(pointsGoods).set(body).where(eq(pointsGoods.id, id)));

export async function deletePointsGoods(db: Db, dataDir: string, staff: Actor, id: number): Promise<void> {
  const gift = await gifts.remove(db, staff, id, async (tx) => {
    const [orders] = await tx.select({ n: count() }).from(pointsOrders).where(eq(pointsOrders.pointsGoodsId, id));
    if (orders.n > 0) throw refuse('该礼品已有兑换记录，不能删除，可将库存改为0停止兑换');
    const [prize] = await tx
      .select({ id: drawPrizes.id })
      .from(drawPrizes)
      .where(and(eq(drawPrizes.type, 'goods'), eq(drawPrizes.value, id)))
      .limit(1);
    if (prize) throw refuse('该礼品是抽奖活动的奖品，不能删除');
    await tx.delete(pointsGoods).where(eq(pointsGoods.id, id));
  });
  await removePublicUpload(db, dataDir, gift.image);
}

/** An uploaded picture replaces the drawn one in the points mall and the draw; a replaced upload's file goes. */
export async function setPointsGoodsImage(db: Db, dataDir: string, staff: Actor, id: number, file: CheckedUpload): Promise<string> {
  return uploadRowPicture(
    db,
    dataDir,
    staff,
    { rows: gifts, id, action: 'image', kind: 'points', owner: id },
    file,
    (g) => g.image,
    (tx, image) => tx.update(pointsGoods).set({ image }).where(eq(pointsGoods.id, id)),
  );
}

export const pointsGoodsOptions = (db: Db) =>
  db.select({ id: pointsGoods.id, name: pointsGoods.name }).from(pointsGoods).orderBy(asc(pointsGoods.sort));

type PrizeRow = typeof drawPrizes.$inferSelect;

const drawRows = tableWrites(draws, {
  entity: 'draw',
  label: '抽奖活动',
  view: (d) => ({ name: d.name, remarks: d.remarks, starts_at: d.startsAt, ends_at: d.endsAt }),
});

const prizeRows = tableWrites(drawPrizes, {
  entity: 'draw_prize',
  label: '奖品',
  view: (p) => ({
    draw_id: p.drawId,
    name: p.name,
    type: p.type,
    value: p.value,
    weight: p.weight,
    stock: p.stock,
    sort: p.sort,
  }),
});

const percent = (weight: number, total: number) => (total > 0 ? Math.round((weight / total) * 10_000) / 100 : 0);

export async function listDraws(db: Db, query: PageQuery) {
  const slice = sliceOf(query);
  const joined = sql<number>`(SELECT count(*)::int FROM ${drawRecords} r WHERE r.draw_id = ${draws}.id)`;
  const { rows, total } = await withTotal(
    db.select({ draw: draws, joined }).from(draws).orderBy(desc(draws.startsAt), desc(draws.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(draws),
  );
  const ids = rows.map((r) => r.draw.id);
  const prizes = ids.length
    ? await db.select().from(drawPrizes).where(inArray(drawPrizes.drawId, ids)).orderBy(asc(drawPrizes.sort), asc(drawPrizes.id))
    : [];
  const won = ids.length
    ? await db
        .select({ prizeId: drawRecords.prizeId, n: count() })
        .from(drawRecords)
        .where(inArray(drawRecords.drawId, ids))
        .groupBy(drawRecords.prizeId)
    : [];
  const wonOf = new Map(won.map((w) => [w.prizeId, w.n]));
  const [couponNames, giftNames] = await Promise.all([
    db
      .select({ id: coupons.id, name: coupons.name })
      .from(coupons)
      .where(
        inArray(
          coupons.id,
          prizes
            .filter((p) => p.type === 'coupon')
            .map((p) => p.value)
            .concat(0),
        ),
      ),
    db
      .select({ id: pointsGoods.id, name: pointsGoods.name })
      .from(pointsGoods)
      .where(
        inArray(
          pointsGoods.id,
          prizes
            .filter((p) => p.type === 'goods')
            .map((p) => p.value)
            .concat(0),
        ),
      ),
  ]);
  const valueText = (p: PrizeRow): string => {
    if (p.type === 'points') return `${p.value}积分`;
    if (p.type === 'coupon') return couponNames.find((c) => c.id === p.value)?.name ?? '优惠券已删除';
    if (p.type === 'goods') return giftNames.find((g) => g.id === p.value)?.name ?? '礼品已删除';
    return '—';
  };
  const list = rows.map(({ draw: d, joined: j }): AdminDraw => {
    const own = prizes.filter((p) => p.drawId === d.id);
    const weights = own.reduce((sum, p) => sum + Math.max(0, p.weight), 0);
    return {
      id: d.id,
      name: d.name,
      remarks: d.remarks,
      starts_at: seconds(d.startsAt),
      ends_at: seconds(d.endsAt),
      ...windowStatus(d),
      joined: j,
      prizes: own.map((p): AdminDrawPrize => ({
        id: p.id,
        name: p.name,
        type: p.type as DrawPrizeType,
        type_text: DRAW_PRIZE_TYPE_TEXT[p.type as DrawPrizeType] ?? p.type,
        value: p.value,
        value_text: valueText(p),
        weight: p.weight,
        odds: percent(Math.max(0, p.weight), weights),
        stock: p.stock,
        sort: p.sort,
        won: wonOf.get(p.id) ?? 0,
      })),
    };
  });
  return pageOf(list, total, query);
}

const drawColumns = (body: AdminDrawBody) => ({ name: body.name, remarks: body.remarks, startsAt: body.starts_at, endsAt: body.ends_at });

export const createDraw = (db: Db, staff: Actor, body: AdminDrawBody) =>
  drawRows.create(db, staff, async (tx) => {
    const [row] = await tx.insert(draws).values(drawColumns(body)).returning({ id: draws.id });
    return row.id;
  });

export const updateDraw = (db: Db, staff: Actor, id: number, body: AdminDrawBody) =>
  drawRows.update(db, staff, id, (tx) => tx.update(draws).set(drawColumns(body)).where(eq(draws.id, id)));

async function recordsOf(tx: Tx, where: SQL): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(drawRecords).where(where);
  return row?.n ?? 0;
}

export const deleteDraw = (db: Db, staff: Actor, id: number) =>
  drawRows.remove(db, staff, id, async (tx) => {
    const joined = await recordsOf(tx, eq(drawRecords.drawId, id));
    if (joined > 0) throw refuse(`已有${joined}家门店参与该抽奖，不能删除，可修改结束时间提前结束`);
    await tx.delete(drawPrizes).where(eq(drawPrizes.drawId, id));
    await tx.delete(draws).where(eq(draws.id, id));
  });

/** What a prize gives must exist: the coupon template or the points gift it names. */
async function prizeColumns(tx: Tx, body: AdminDrawPrizeBody) {
  if (body.type === 'coupon') {
    const [c] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, body.value));
    if (!c) throw new FieldError('value', '优惠券不存在');
  }
  if (body.type === 'goods' && !(await gifts.find(tx, body.value))) throw new FieldError('value', '礼品不存在');
  return {
    name: body.name,
    type: body.type,
    value: body.type === 'none' ? 0 : body.value,
    weight: body.weight,
    stock: body.stock,
    sort: body.sort,
  };
}

export async function createPrize(db: Db, staff: Actor, drawId: number, body: AdminDrawPrizeBody): Promise<number> {
  await drawRows.existing(db, drawId);
  return prizeRows.create(db, staff, async (tx) => {
    const [row] = await tx
      .insert(drawPrizes)
      .values({ drawId, ...(await prizeColumns(tx, body)) })
      .returning({ id: drawPrizes.id });
    return row.id;
  });
}

async function prizeOf(db: Db, drawId: number, pid: number): Promise<PrizeRow> {
  const p = await prizeRows.existing(db, pid);
  if (p.drawId !== drawId) throw notFound('奖品');
  return p;
}

/** Odds and stock may change while the draw runs; a prize already won keeps its type and what it gives. */
export async function updatePrize(db: Db, staff: Actor, drawId: number, pid: number, body: AdminDrawPrizeBody): Promise<void> {
  await prizeOf(db, drawId, pid);
  await prizeRows.update(db, staff, pid, async (tx, p) => {
    const columns = await prizeColumns(tx, body);
    if ((columns.type !== p.type || columns.value !== p.value) && (await recordsOf(tx, eq(drawRecords.prizeId, pid))) > 0) {
      throw refuse('该奖品已有中奖记录，不能更改奖品类型和内容');
    }
    await tx.update(drawPrizes).set(columns).where(eq(drawPrizes.id, pid));
  });
}

export async function deletePrize(db: Db, staff: Actor, drawId: number, pid: number): Promise<void> {
  await prizeOf(db, drawId, pid);
  await prizeRows.remove(db, staff, pid, async (tx) => {
    const won = await recordsOf(tx, eq(drawRecords.prizeId, pid));
    if (won > 0) throw refuse('该奖品已有中奖记录，不能删除，可将权重改为0不再抽出');
    await tx.delete(drawPrizes).where(eq(drawPrizes.id, pid));
  });
}
