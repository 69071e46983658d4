/**
 * 满减, 满折, 买赠 and 换购: rows of `promotions` whose `rule` is written in the shape the cart reads
 * (cart/promotion-rules.ts); every rule saved is read back through those same readers first, so
 * the console cannot save a promotion the cart would silently drop.
 */
import {
  fenToYuan,
  PROMOTION_TYPE_TEXT,
  type AdminPromotionBody,
  type AdminPromotionDetail,
  type AdminPromotionQuery,
  type AdminPromotionRow,
  type PromotionType,
} from '@yc/contracts';
import { fenToYuanText } from '@yc/pricing';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { promotions } from '../../../db/schema/index.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError } from '../../../lib/errors.js';
import { exchangeRule, linePromotions } from '../../cart/promotion-rules.js';
import { escapeLike } from '../../search/keyword.js';
import { goodsBriefs } from '../catalog/pickers.js';
import type { Actor } from '../shared/audit.js';
import { tableWrites } from '../shared/row-writes.js';
import * as q from './promotion-queries.js';
import { windowStatus, windowWhere } from './window.js';

type PromotionRow = typeof promotions.$inferSelect;

const Tiers = (rule: Record<string, unknown>) => (Array.isArray(rule.tiers) ? (rule.tiers as Record<string, number>[]) : []);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** 满200减8，满500减25 / 满1000打9.5折 / 买10赠1 / 满300元加9.90元换购. */
export function ruleText(type: string, rule: Record<string, unknown>): string {
  if (type === 'manjian')
    return Tiers(rule)
      .map((t) => `满${fenToYuanText(num(t.threshold_fen))}减${fenToYuanText(num(t.reduce_fen))}`)
      .join('，');
  if (type === 'manzhe')
    return Tiers(rule)
      .map((t) => `满${fenToYuanText(num(t.threshold_fen))}打${num(t.rate_percent) / 10}折`)
      .join('，');
  if (type === 'gift') return `买${num(rule.buy_qty)}赠${num(rule.gift_qty)}`;
  return `满${fenToYuanText(num(rule.order_threshold_fen))}元加${fenToYuanText(num(rule.exchange_price_fen))}元换购`;
}

function rowView(p: PromotionRow): AdminPromotionRow {
  const type = p.type as PromotionType;
  return {
    id: p.id,
    type,
    type_text: PROMOTION_TYPE_TEXT[type] ?? p.type,
    name: p.name,
    rule_text: ruleText(p.type, p.rule),
    goods_count: p.goodsIds.length,
    starts_at: seconds(p.startsAt),
    ends_at: seconds(p.endsAt),
    ...windowStatus(p),
  };
}

const rows = tableWrites(promotions, {
  entity: 'promotion',
  label: '促销活动',
  view: (p) => ({
    type: p.type,
    name: p.name,
    rule: ruleText(p.type, p.rule),
    goods_ids: p.goodsIds.join(','),
    starts_at: p.startsAt,
    ends_at: p.endsAt,
  }),
});

export async function listPromotions(db: Db, query: AdminPromotionQuery) {
  const where = and(
    query.type ? eq(promotions.type, query.type) : undefined,
    windowWhere(query.status, promotions.startsAt, promotions.endsAt),
    query.keywords ? ilike(promotions.name, `%${escapeLike(query.keywords)}%`) : undefined,
  );
  const { rows: list, total } = await q.promotionPage(db, where, sliceOf(query));
  return pageOf(list.map(rowView), total, query);
}

export async function promotionDetail(db: Db, id: number): Promise<AdminPromotionDetail> {
  const p = await rows.existing(db, id);
  const rule = p.rule;
  return {
    ...rowView(p),
    tiers: Tiers(rule).map((t) => ({
      threshold: fenToYuan(num(t.threshold_fen)),
      reduce: fenToYuan(num(t.reduce_fen)),
      rate: num(t.rate_percent),
    })),
    buy_qty: num(rule.buy_qty),
    gift_qty: num(rule.gift_qty),
    threshold: fenToYuan(num(rule.order_threshold_fen)),
    exchange_price: fenToYuan(num(rule.exchange_price_fen)),
    max_number: num(rule.max_number),
    goods: await goodsBriefs(db, p.goodsIds),
  };
}

/** The rule JSON of a body, in the shape packages/pricing's readers take (fen, percent). */
function ruleOf(body: AdminPromotionBody): Record<string, unknown> {
  const tiers = [...body.tiers].sort((a, b) => a.threshold - b.threshold);
  switch (body.type) {
    case 'manjian':
      return { tiers: tiers.map((t) => ({ threshold_fen: t.threshold, reduce_fen: t.reduce })) };
    case 'manzhe':
      return { tiers: tiers.map((t) => ({ threshold_fen: t.threshold, rate_percent: t.rate })) };
    case 'gift':
      return { buy_qty: body.buy_qty, gift_qty: body.gift_qty };
    default:
      return { order_threshold_fen: body.threshold, exchange_price_fen: body.exchange_price, max_number: body.max_number ?? 1 };
  }
}

/** Whether the cart's own readers take the rule: a promotion they would drop is refused here. */
function cartReads(type: string, rule: Record<string, unknown>): boolean {
  if (type === 'hg') return exchangeRule({ goodsId: 0, rule }, '') !== null;
  const read = linePromotions([{ id: 0, type, name: '', rule, goodsIds: null }]);
  return read.fullReductions.length + read.orderDiscounts.length + read.gifts.length === 1;
}

async function columnsOf(tx: Tx, body: AdminPromotionBody) {
  const ids = [...new Set(body.goods_ids)];
  if (ids.length) {
    if ((await q.goodsCount(tx, ids)) !== ids.length) throw new FieldError('goods_ids', '活动商品不存在');
  }
  const rule = ruleOf(body);
  if (!cartReads(body.type, rule)) throw new FieldError('tiers', '活动规则不正确');
  return { type: body.type, name: body.name, rule, goodsIds: ids, startsAt: body.starts_at, endsAt: body.ends_at };
}

export const createPromotion = (db: Db, staff: Actor, body: AdminPromotionBody) =>
  rows.create(db, staff, async (tx) => q.insertPromotion(tx, await columnsOf(tx, body)));

export const updatePromotion = (db: Db, staff: Actor, id: number, body: AdminPromotionBody) =>
  rows.update(db, staff, id, async (tx) => {
    await q.setPromotion(tx, id, await columnsOf(tx, body));
  });

/** Ends it now: carts stop applying it at once, orders placed under it keep what they got. */
export const endPromotion = (db: Db, staff: Actor, id: number) => rows.update(db, staff, id, (tx) => q.endPromotionNow(tx, id), 'end');

export const deletePromotion = (db: Db, staff: Actor, id: number) => rows.remove(db, staff, id, (tx) => q.deletePromotionRow(tx, id));
