/**
 * The lucky draw. Odds and stock live on the server only: the roll, the prize's stock, the
 * once-per-store rule and the prize landing in the store's account happen in one transaction.
 */
import {
  DRAW_PRIZE_TYPE_TEXT,
  DRAW_STATUS_TEXT,
  type Banner,
  type DrawActivity,
  type DrawPrize,
  type DrawPrizeType,
  type DrawRecordPage,
  type DrawResult,
  type DrawState,
  type DrawWinner,
  type PageQuery,
  type SimpleDraw,
} from '@yc/contracts';
import type { Db, Tx } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import type { drawPrizes } from '../../db/schema/index.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { adsOfSlot } from '../content/queries.js';
import { placeDrawGift } from '../points-mall/service.js';
import { appendPoints } from '../wallet/ledger.js';
import { drawRandom, pickByWeight } from './odds.js';
import * as q from './queries.js';

type Prize = typeof drawPrizes.$inferSelect;
type DrawRow = NonNullable<Awaited<ReturnType<typeof q.drawById>>>;

/** The ad slot of the draw's banners (GET /api/draw/ads). */
export const DRAW_AD_SLOT = 'draw';
const WINNERS_SHOWN = 20;

const prizeType = (p: Prize): DrawPrizeType => p.type as DrawPrizeType;

function prizeView(p: Prize, image: string | null): DrawPrize {
  const type = prizeType(p);
  return { id: p.id, name: p.name, type, type_text: DRAW_PRIZE_TYPE_TEXT[type], image: image ?? '' };
}

/** Where a prize went, as the result and the records say it. */
function prizeDetail(p: Prize): string {
  switch (prizeType(p)) {
    case 'points':
      return `${p.value}积分已存入您的积分账户`;
    case 'coupon':
      return '优惠券已放入“我的优惠券”，下单时可用';
    case 'goods':
      return '礼品已生成积分订单，可在“积分订单”查看发货进度';
    default:
      return '感谢您的参与';
  }
}

/** 13800000001 → 138****0001. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `${phone.slice(0, 1)}****`;

function windowRefusal(d: DrawRow): string | null {
  if (!d.started) return '抽奖活动尚未开始';
  if (d.ended) return '抽奖活动已结束';
  return null;
}

async function existingDraw(db: Db | Tx, id: number): Promise<DrawRow> {
  const d = await q.drawById(db, id);
  if (!d) throw notFound('抽奖活动');
  return d;
}

const simpleOf = (d: { id: number; name: string; remarks: string }, joined: boolean): SimpleDraw => ({
  id: d.id,
  is_join: joined ? 1 : 0,
  name: d.name,
  remarks: d.remarks,
});

/** GET /api/draw/simple: the popup's draw; null for a visitor or when no draw is on. */
export async function simpleDraw(db: Db, auth: AuthContext | null): Promise<SimpleDraw | null> {
  if (!auth) return null;
  const d = await q.currentDraw(db);
  return d ? simpleOf(d, await q.hasJoined(db, d.id, auth.storeId)) : null;
}

/** GET /api/draw/simple/check {id}: whether the store may draw now; a refusal says why. */
export async function checkDraw(db: Db, auth: AuthContext, id: number): Promise<SimpleDraw> {
  const d = await existingDraw(db, id);
  const closed = windowRefusal(d);
  if (closed) throw refuse(closed);
  if (await q.hasJoined(db, id, auth.storeId)) throw refuse('您已参与过本次抽奖，请到个人中心查看抽奖结果');
  return simpleOf(d.draw, false);
}

function activityOf(d: DrawRow, prizes: Awaited<ReturnType<typeof q.prizesOf>>, joined: boolean): DrawActivity {
  const status = !d.started ? 'pending' : d.ended ? 'ended' : 'running';
  return {
    id: d.draw.id,
    name: d.draw.name,
    remarks: d.draw.remarks,
    starts_at: d.draw.startsAt.toISOString(),
    ends_at: d.draw.endsAt.toISOString(),
    status,
    status_text: DRAW_STATUS_TEXT[status],
    is_join: joined ? 1 : 0,
    prizes: prizes.map((r) => prizeView(r.prize, r.image)),
  };
}

/** GET /api/draw/{id}/activity: the activity and its prizes, never their odds or stock. */
export async function drawActivity(db: Db, auth: AuthContext | null, id: number): Promise<DrawActivity> {
  const d = await existingDraw(db, id);
  const [prizes, joined] = await Promise.all([q.prizesOf(db, id), auth ? q.hasJoined(db, id, auth.storeId) : Promise.resolve(false)]);
  return activityOf(d, prizes, joined);
}

/** GET /api/draw {id}: the activity as this store stands in it (chances left, what it won); a read only. */
export async function drawState(db: Db, auth: AuthContext, id: number): Promise<DrawState> {
  const d = await existingDraw(db, id);
  const [prizes, record] = await Promise.all([q.prizesOf(db, id), q.recordOf(db, id, auth.storeId)]);
  const open = !windowRefusal(d);
  return {
    ...activityOf(d, prizes, record !== undefined),
    chances: open && !record ? 1 : 0,
    result: record ? resultOf(record.id, record.prize, record.image) : null,
  };
}

/** Puts a won prize in the store's account: points in the ledger, a coupon in its wallet, a gift as a 0-point points order. */
async function award(tx: Tx, storeId: number, prize: Prize, recordId: number): Promise<void> {
  switch (prizeType(prize)) {
    case 'points':
      await appendPoints(tx, { storeId, points: prize.value, reason: 'draw', refId: recordId, note: `抽奖获得${prize.name}` });
      return;
    case 'coupon':
      await q.insertDrawCoupon(tx, storeId, prize.value);
      return;
    case 'goods':
      await placeDrawGift(tx, storeId, prize.value);
      return;
    default:
  }
}

/**
 * The roll lands on a prize by weight; a prize whose stock is gone (taken by a concurrent draw too)
 * turns into the draw's 谢谢参与, whose stock is not counted.
 */
async function rollPrize(tx: Tx, prizes: readonly Prize[]): Promise<Prize> {
  const consolation = prizes.find((p) => prizeType(p) === 'none');
  const picked = pickByWeight(prizes, drawRandom());
  if (picked && prizeType(picked) !== 'none' && (await q.takePrize(tx, picked.id))) return picked;
  if (consolation) return consolation;
  throw refuse('奖品已全部抽完，感谢您的参与');
}

function resultOf(recordId: number, prize: Prize, image: string | null): DrawResult {
  const won = prizeType(prize) !== 'none';
  return {
    record_id: recordId,
    prize: prizeView(prize, image),
    is_win: won ? 1 : 0,
    msg: won ? `恭喜您抽中「${prize.name}」` : '很遗憾，本次未中奖',
    detail: prizeDetail(prize),
  };
}

/** POST /api/draw {id}: draws once for the current store. */
export async function drawOnce(db: Db, auth: AuthContext, id: number): Promise<DrawResult> {
  return db.transaction(async (tx) => {
    const d = await existingDraw(tx, id);
    const closed = windowRefusal(d);
    if (closed) throw refuse(closed);
    // One draw of a store at a time: the second finds the first's record once the lock is its.
    await lockStore(tx, auth.storeId);
    if (await q.hasJoined(tx, id, auth.storeId)) throw refuse('您已参与过本次抽奖，请到个人中心查看抽奖结果');
    const rows = await q.prizesOf(tx, id);
    const prize = await rollPrize(
      tx,
      rows.map((r) => r.prize),
    );
    const recordId = await q.insertRecord(tx, { drawId: id, storeId: auth.storeId, prizeId: prize.id });
    await award(tx, auth.storeId, prize, recordId);
    return resultOf(recordId, prize, rows.find((r) => r.prize.id === prize.id)?.image ?? null);
  });
}

/** GET /api/draw/new_record {id}: the marquee of latest winners. */
export async function latestWinners(db: Db, id: number): Promise<DrawWinner[]> {
  await existingDraw(db, id);
  const rows = await q.latestWinners(db, id, WINNERS_SHOWN);
  return rows.map((r) => ({ id: r.id, phone: maskPhone(r.phone), prize_name: r.prizeName, created_at: r.createdAt.toISOString() }));
}

/** GET /api/draw/record {page}: the current store's draws. */
export async function listDrawRecords(db: Db, auth: AuthContext, query: PageQuery): Promise<DrawRecordPage> {
  const { list, total } = await q.recordsPage(db, auth.storeId, sliceOf(query));
  const items = list.map((r) => {
    const type = prizeType(r.prize);
    return {
      id: r.record.id,
      draw_id: r.record.drawId,
      draw_name: r.drawName,
      prize_name: r.prize.name,
      prize_type: type,
      type_text: DRAW_PRIZE_TYPE_TEXT[type],
      is_win: type === 'none' ? 0 : 1,
      detail: prizeDetail(r.prize),
      created_at: r.record.createdAt.toISOString(),
    };
  });
  return pageOf(items, total, query);
}

/** GET /api/draw/ads: the draw's banners. */
export const drawAds = (db: Db): Promise<Banner[]> => adsOfSlot(db, DRAW_AD_SLOT);
