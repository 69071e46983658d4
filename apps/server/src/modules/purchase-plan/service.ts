/**
 * 采购计划导入: read and match an uploaded plan, show its review with today's prices and stock, put
 * its ready rows in the cart and its unfound rows in 求购. A plan belongs to the store that uploaded
 * it; its rows go into the cart once each, however often 加入购物车 is pressed.
 */
import {
  fitQuantity,
  PLAN_ROW_STATUS_TEXT,
  type GoodsCard,
  type PlanCartBody,
  type PlanCartResult,
  type PlanRow,
  type PlanRowStatus,
  type PlanWantedBody,
  type PlanWantedResult,
  type PurchasePlan,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { lockStore } from '../../db/locks.js';
import type { PlanSourceRow } from '../../db/schema/index.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { BizError, notFound } from '../../lib/errors.js';
import type { UploadedFile } from '../../lib/uploads/kinds.js';
import type { AuthContext } from '../../plugins/session.js';
import { addOrdinaryLine } from '../cart/service.js';
import * as cartQueries from '../cart/queries.js';
import { limitRefusal, verifiedBuyer } from '../cart/rules.js';
import { resolveBuyer, type Buyer } from '../catalog/buyer.js';
import { cardsFor } from '../catalog/cards.js';
import { matchRows } from './match.js';
import { readPlanFile } from './plan-file.js';
import { unitQuestion } from './quantity.js';
import * as q from './queries.js';

const PENDING = '资质审核中，暂不能加入购物车';
const PLAN = '采购计划';

function statusOf(
  row: PlanSourceRow,
  card: GoodsCard | undefined,
  number: number,
): { status: PlanRowStatus; text: string; reason: string } {
  const as = (status: PlanRowStatus, reason = '') => ({ status, text: PLAN_ROW_STATUS_TEXT[status], reason });
  if (row.errors.length) return as('invalid');
  if (!card) return as(row.candidateIds.length ? 'choose' : 'not_found');
  if (card.is_buy !== 1)
    return { status: 'not_allowed', text: card.buy_reason.startsWith('控销') ? '控销' : card.buy_reason, reason: card.buy_reason };
  if (card.number <= 0) return as('out_of_stock');
  const limit = limitRefusal(card, number, 0);
  if (limit) return { status: 'not_allowed', text: card.is_hm === 1 ? '含麻限购' : '限购', reason: limit };
  return as('matched');
}

/** The plan as the review shows it: every row with its goods' price and stock as they are now. */
async function planView(db: Db, buyer: Buyer, plan: NonNullable<Awaited<ReturnType<typeof q.planOf>>>): Promise<PurchasePlan> {
  const ids = [...new Set(plan.rows.flatMap((r) => (r.goodsId === null ? r.candidateIds : [r.goodsId])))];
  const [found, warehouses] = await Promise.all([cardsFor(db, buyer, ids), q.warehouseNames(db)]);
  const cards = new Map(found.map((c) => [c.id, c]));
  const warehouseOf = (c: GoodsCard) => warehouses.get(c.ck_id) ?? '';
  const added = new Set(plan.addedLines);
  const rows = plan.rows.map((row): PlanRow => {
    const card = row.goodsId === null ? undefined : cards.get(row.goodsId);
    const differs = new Set(row.specDiffers ?? []);
    const taken = card && row.quantity !== null ? fitQuantity(card, row.quantity) : { number: row.quantity ?? 0, notice: '' };
    const { status, text, reason } = statusOf(row, card, taken.number);
    // A unit not the goods' own is asked about beside the quantity, never converted on a guess.
    const question = card ? unitQuestion(row.unit ?? '', card.bzdw) : '';
    return {
      line: row.line,
      name: row.name,
      spec: row.spec,
      maker: row.maker,
      approval_no: row.approvalNo,
      barcode: row.barcode,
      quantity: row.quantity,
      status,
      status_text: text,
      errors: reason ? [...row.errors, reason] : row.errors,
      goods: card ?? null,
      warehouse: card ? warehouseOf(card) : '',
      candidates: row.candidateIds.flatMap((id) => {
        const c = cards.get(id);
        return c ? [{ ...c, spec_differs: Number(differs.has(id)), warehouse: warehouseOf(c) }] : [];
      }),
      number: taken.number,
      number_note: [question, taken.notice].filter(Boolean).join('；'),
      added: added.has(row.line) ? 1 : 0,
    };
  });
  return { id: plan.id, file_name: plan.fileName, rows, created_at: seconds(plan.createdAt) };
}

/** A store under review is refused before its file is read: parsing is the costly part, and its plan could not be bought. */
export async function importPlan(db: Db, auth: AuthContext, file: UploadedFile): Promise<PurchasePlan> {
  const buyer = verifiedBuyer(auth, '资质审核中，暂不能导入采购计划');
  const rows = await matchRows(db, buyer, await readPlanFile(file.name, file.data));
  const plan = await q.insertPlan(db, auth.storeId, file.name.slice(0, 100), rows);
  return planView(db, buyer, plan);
}

export async function readPlan(db: Db, auth: AuthContext, id: number): Promise<PurchasePlan> {
  const plan = await q.planOf(db, auth.storeId, id);
  if (!plan) throw notFound(PLAN);
  return planView(db, resolveBuyer(auth), plan);
}

/** The store's last plan, so the review is there again after a reload; null when it never imported one. */
export async function latestPlan(db: Db, auth: AuthContext): Promise<PurchasePlan | null> {
  const id = await q.latestPlanId(db, auth.storeId);
  return id === undefined ? null : readPlan(db, auth, id);
}

/**
 * Each line on its own savepoint: a refused line (stock, limits, scope) keeps its reason and the
 * others go in. The plan row is locked with the store, so a second click waits and then finds the
 * lines added.
 */
export async function addPlanToCart(db: Db, auth: AuthContext, id: number, body: PlanCartBody): Promise<PlanCartResult> {
  const buyer = verifiedBuyer(auth, PENDING);
  const result = await db.transaction(async (tx) => {
    await lockStore(tx, auth.storeId);
    const plan = await q.planOf(tx, auth.storeId, id, true);
    if (!plan) throw notFound(PLAN);
    const done = new Set(plan.addedLines);
    const rows = new Map(plan.rows.map((r) => [r.line, r]));
    const out: Omit<PlanCartResult, 'total'> = { added: [], refused: [], already: [] };
    for (const line of body.lines) {
      const row = rows.get(line.line);
      if (done.has(line.line)) {
        out.already.push(line.line);
      } else if (!row || (row.goodsId !== line.goods_id && !row.candidateIds.includes(line.goods_id))) {
        out.refused.push({ line: line.line, reason: '请从该行的匹配商品中选择' });
      } else {
        try {
          await tx.transaction((sp) => addOrdinaryLine(sp, buyer, line.goods_id, line.number));
          out.added.push(line.line);
          done.add(line.line);
        } catch (error) {
          if (!(error instanceof BizError)) throw error;
          out.refused.push({ line: line.line, reason: error.message });
        }
      }
    }
    if (out.added.length) await q.markLines(tx, id, 'addedLines', out.added);
    return out;
  });
  return { ...result, total: await cartQueries.countLines(db, auth.storeId) };
}

/** Rows the catalogue could not supply become 求购 requests with the plan's name, spec, maker and quantity, once each. */
export async function planToWanted(db: Db, auth: AuthContext, id: number, body: PlanWantedBody): Promise<PlanWantedResult> {
  return db.transaction(async (tx) => {
    const plan = await q.planOf(tx, auth.storeId, id, true);
    if (!plan) throw notFound(PLAN);
    const done = new Set(plan.wantedLines);
    const wanted = plan.rows.filter((r) => body.lines.includes(r.line) && !done.has(r.line) && r.name);
    await q.insertWantedRows(
      tx,
      wanted.map((r) => ({
        storeId: auth.storeId,
        name: r.name,
        spec: r.spec,
        manufacturer: r.maker,
        quantity: r.quantity !== null && r.quantity > 0 ? r.quantity : 1,
        remark: `采购计划导入（${plan.fileName} 第${r.line}行）`,
      })),
    );
    if (wanted.length)
      await q.markLines(
        tx,
        id,
        'wantedLines',
        wanted.map((r) => r.line),
      );
    return { created: wanted.length };
  });
}
