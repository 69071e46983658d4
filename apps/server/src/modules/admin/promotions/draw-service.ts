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
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { drawPrizes, draws, pointsGoods } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound, refuse } from '../../../lib/errors.js';
import type { CheckedUpload } from '../../../lib/uploads/kinds.js';
import { removePublicUpload } from '../../images/uploads.js';
import { pointsGoodsImage } from '../../points-mall/service.js';
import { uploadRowPicture } from '../catalog/uploads.js';
import type { Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import * as q from './draw-queries.js';
import { windowStatus } from './window.js';

const gifts = tableWrites(pointsGoods, {
  entity: 'points_goods',
  label: '积分礼品',
  view: (g) => ({ name: g.name, image: g.image, points: g.points, stock: g.stock, description: g.description, sort: g.sort }),
});

export async function listPointsGoods(db: Db, query: PageQuery) {
  const { rows, total } = await q.pointsGoodsPage(db, sliceOf(query));
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
    const id = await q.insertPointsGoods(tx, body);
    // The picture is drawn from the row, so its address carries the id (as the seed writes it).
    await q.setPointsGoods(tx, id, { image: pointsGoodsImage(id) });
    return id;
  });

export const updatePointsGoods = (db: Db, staff: Actor, id: number, body: AdminPointsGoodsBody) =>
  gifts.update(db, staff, id, (tx) => q.setPointsGoods(tx, id, body));

export async function deletePointsGoods(db: Db, dataDir: string, staff: Actor, id: number): Promise<void> {
  const gift = await gifts.remove(db, staff, id, async (tx) => {
    if ((await q.pointsOrdersOf(tx, id)) > 0) throw refuse('该礼品已有兑换记录，不能删除，可将库存改为0停止兑换');
    if (await q.isPrizeOfADraw(tx, 'goods', id)) throw refuse('该礼品是抽奖活动的奖品，不能删除');
    await q.deletePointsGoodsRow(tx, id);
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
    (tx, image) => q.setPointsGoods(tx, id, { image }),
  );
}

export const pointsGoodsOptions = (db: Db) => q.pointsGoodsOptions(db);

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
  const { rows, total } = await q.drawPage(db, sliceOf(query));
  const ids = rows.map((r) => r.draw.id);
  const prizes = await q.prizesOfDraws(db, ids);
  const wonOf = new Map((await q.winsOfDraws(db, ids)).map((w) => [w.prizeId, w.n]));
  const valuesOf = (type: DrawPrizeType) => prizes.filter((p) => p.type === type).map((p) => p.value);
  const [couponNames, giftNames] = await Promise.all([q.couponNames(db, valuesOf('coupon')), q.pointsGoodsNames(db, valuesOf('goods'))]);
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

export const createDraw = (db: Db, staff: Actor, body: AdminDrawBody) => drawRows.create(db, staff, (tx) => q.insertDraw(tx, body));

export const updateDraw = (db: Db, staff: Actor, id: number, body: AdminDrawBody) =>
  drawRows.update(db, staff, id, (tx) => q.setDraw(tx, id, body));

export const deleteDraw = (db: Db, staff: Actor, id: number) =>
  drawRows.remove(db, staff, id, async (tx) => {
    const joined = await q.recordsOfDraw(tx, id);
    if (joined > 0) throw refuse(`已有${joined}家门店参与该抽奖，不能删除，可修改结束时间提前结束`);
    await q.deleteDrawRows(tx, id);
  });

/** What a prize gives must exist: the coupon template or the points gift it names. */
async function prizeColumns(tx: Tx, body: AdminDrawPrizeBody) {
  if (body.type === 'coupon') {
    if (!(await q.couponExists(tx, body.value))) throw new FieldError('value', '优惠券不存在');
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
  return prizeRows.create(db, staff, async (tx) => q.insertDrawPrize(tx, drawId, await prizeColumns(tx, body)));
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
    if ((columns.type !== p.type || columns.value !== p.value) && (await q.recordsOfPrize(tx, pid)) > 0) {
      throw refuse('该奖品已有中奖记录，不能更改奖品类型和内容');
    }
    await q.setDrawPrize(tx, pid, columns);
  });
}

export async function deletePrize(db: Db, staff: Actor, drawId: number, pid: number): Promise<void> {
  await prizeOf(db, drawId, pid);
  await prizeRows.remove(db, staff, pid, async (tx) => {
    const won = await q.recordsOfPrize(tx, pid);
    if (won > 0) throw refuse('该奖品已有中奖记录，不能删除，可将权重改为0不再抽出');
    await q.deleteDrawPrize(tx, pid);
  });
}
