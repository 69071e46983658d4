import {
  WANTED_STATUS_TEXT,
  fenToYuan,
  type FastBuyCartBody,
  type FastBuyCartResult,
  type FastBuyPage,
  type FastBuyQuery,
  type FeedbackBody,
  type FeedbackNote,
  type FeedbackPage,
  type PageQuery,
  type Wanted,
  type WantedBody,
  type WantedPage,
  type WantedRequest,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import type { feedback, wantedRequests } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { addEachLine } from '../cart/service.js';
import { resolveBuyer } from '../catalog/buyer.js';
import { cardsFor } from '../catalog/cards.js';
import * as q from './queries.js';

export async function submitFeedback(db: Db, auth: AuthContext, body: FeedbackBody): Promise<void> {
  await q.insertFeedback(db, { storeId: auth.storeId, type: body.type, content: body.content, contact: body.contact ?? null });
}

/** Feedback as the store and the console both show it. */
export const feedbackNote = (f: typeof feedback.$inferSelect): FeedbackNote => ({
  type: f.type,
  content: f.content,
  contact: f.contact ?? '',
  reply: f.reply,
});

export async function listFeedback(db: Db, auth: AuthContext, query: PageQuery): Promise<FeedbackPage> {
  const { list, total } = await q.feedbackPage(db, auth.storeId, sliceOf(query));
  const items = list.map((f) => ({
    id: f.id,
    ...feedbackNote(f),
    is_replied: f.reply ? 1 : 0,
    created_at: f.createdAt.toISOString(),
  }));
  return pageOf(items, total, query);
}

/** A product-wanted request as the store and the console both show it. */
export const wantedRequest = (w: typeof wantedRequests.$inferSelect): WantedRequest => ({
  name: w.name,
  spec: w.spec,
  manufacturer: w.manufacturer,
  quantity: w.quantity,
  expected_price: w.expectedPrice === null ? null : fenToYuan(w.expectedPrice),
  remark: w.remark ?? '',
  status: w.status,
  status_text: WANTED_STATUS_TEXT[w.status] ?? w.status,
  reply: w.reply,
});

const wantedView = (w: typeof wantedRequests.$inferSelect): Wanted => ({
  id: w.id,
  ...wantedRequest(w),
  created_at: w.createdAt.toISOString(),
});

export async function submitWanted(db: Db, auth: AuthContext, body: WantedBody): Promise<Wanted> {
  const row = await q.insertWanted(db, {
    storeId: auth.storeId,
    name: body.name,
    spec: body.spec ?? '',
    manufacturer: body.manufacturer ?? '',
    quantity: body.quantity,
    expectedPrice: body.expected_price === undefined ? null : Math.round(body.expected_price * 100),
    remark: body.remark ?? null,
  });
  return wantedView(row);
}

export async function listWanted(db: Db, auth: AuthContext, query: PageQuery): Promise<WantedPage> {
  const { list, total } = await q.wantedPage(db, auth.storeId, sliceOf(query));
  return pageOf(list.map(wantedView), total, query);
}

export async function wantedDetail(db: Db, auth: AuthContext, id: number): Promise<Wanted> {
  const row = await q.findWanted(db, auth.storeId, id);
  if (!row) throw notFound('求购信息');
  return wantedView(row);
}

/** /kjcg: what the store bought before, with today's card of each goods (price and is_buy as the catalogue decides them). */
export async function fastBuy(db: Db, auth: AuthContext, query: FastBuyQuery): Promise<FastBuyPage> {
  const { list, total } = await q.boughtGoodsPage(db, auth.storeId, query.order, query.days, sliceOf(query));
  const buyer = resolveBuyer(auth);
  const cards = new Map(
    (
      await cardsFor(
        db,
        buyer,
        list.map((r) => r.goodsId),
      )
    ).map((c) => [c.id, c]),
  );
  const items = list.map((r) => ({
    goods_id: r.goodsId,
    name: r.name,
    ypgg: r.spec,
    sccj: r.manufacturer,
    bzdw: r.unit,
    last_price: fenToYuan(r.price),
    last_number: r.number,
    times: r.times,
    quantity: r.quantity,
    last_time: r.lastTime.toISOString(),
    goods: cards.get(r.goodsId) ?? null,
  }));
  return pageOf(items, total, query);
}

/** POST /api/user/fast_buy/cart (全部加入): every goods that can go in does; short ones with what the stock allows, refused ones named. */
export async function fastBuyToCart(db: Db, auth: AuthContext, body: FastBuyCartBody): Promise<FastBuyCartResult> {
  const { outcomes, total } = await addEachLine(
    db,
    auth,
    body.lines.map((l) => ({ goodsId: l.goods_id, number: l.number })),
  );
  const result: FastBuyCartResult = { added: [], short: [], skipped: [], total };
  for (const o of outcomes) {
    const ref = { goods_id: o.goodsId, name: o.name };
    if (!o.added) {
      result.skipped.push({ ...ref, reason: o.reason });
      continue;
    }
    result.added.push({ ...ref, number: o.number });
    if (o.number < o.asked) result.short.push({ ...ref, asked: o.asked, number: o.number, stock: o.stock });
  }
  return result;
}
