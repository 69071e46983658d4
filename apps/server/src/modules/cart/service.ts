/**
 * Changes to the session store's cart: add, quick add, edit, select, delete, copy to a linked store.
 * Each runs in one transaction under the store's row lock, so two tabs adding the same goods cannot
 * both pass the stock and limit checks; a line id of another store changes nothing. Those of the
 * session store's own cart commit without waiting for the disk (`lockStoreForCart`).
 */
import {
  fenToYuan,
  fitQuantity,
  formatYuan,
  packRule,
  yuanToFen,
  type CartAddBody,
  type CartAddResult,
  type CartChangeResult,
  type CartCopyBody,
  type CartCopyResult,
  type CartEditResult,
  type QuickAddResult,
} from '@yc/contracts';
import type { Db, Tx } from '../../db/client.js';
import { lockStore, lockStoreForCart } from '../../db/locks.js';
import { BizError, forbidden, notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { priceView, type StoreBuyer } from '../catalog/buyer.js';
import { assertActivityPrice } from '../activity/cart-price.js';
import { flashSalesFor } from '../catalog/offer-queries.js';
import { storeForBuyer } from '../catalog/queries.js';
import { isLinked } from '../multi/queries.js';
import { cartList } from './list.js';
import { activityRef, linePromotions } from './promotion-rules.js';
import * as q from './queries.js';
import { limitRefusal, verifiedBuyer } from './rules.js';
import { goodsOf, loadCart, loadGoods, priceLinesAlone, type CartGoodsFacts } from './snapshot.js';

const PENDING_ADD = '资质审核中，暂不能加入购物车';
const LINE_MISSING = '购物车商品';

interface WantedLine {
  goodsId: number;
  /** 1 = flash sale, 2 = at the price of activity `activityId`, 0 = ordinary. */
  type: 0 | 1 | 2;
  activityId: number | null;
  number: number;
  ladderPriceId: number;
  goodsManjianId: number;
  isYj: number;
}

/** A change to the session store's cart alone, in one transaction under its lock (see the module's comment). */
const changeCart = <T>(db: Db, storeId: number, change: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await lockStoreForCart(tx, storeId);
    return change(tx);
  });

const unitsOf = (lines: readonly { number: number }[]) => lines.reduce((n, l) => n + l.number, 0);

/** Stock, then the 含麻 and 限购 limits, for `units` of a goods in the cart. */
async function assertUnits(tx: Tx, storeId: number, g: CartGoodsFacts, units: number): Promise<void> {
  if (units > g.row.stock) throw refuse(`库存不足，当前库存${g.row.stock}`);
  const purchased = g.card.qg_number > 0 ? unitsOf(await q.purchasedUnits(tx, storeId, [g.row.id])) : 0;
  const limit = limitRefusal(g.card, units, purchased);
  if (limit) throw refuse(limit);
}

/** The same goods and type asked for twice in one call is one line. */
function mergeWanted(lines: readonly WantedLine[]): WantedLine[] {
  const merged = new Map<string, WantedLine>();
  for (const line of lines) {
    const key = `${line.goodsId}:${line.type}`;
    const seen = merged.get(key);
    merged.set(key, seen ? { ...line, number: seen.number + line.number } : line);
  }
  return [...merged.values()];
}

/**
 * Each wanted line's number such that the cart line it lands on keeps its goods' quantity rule (flash
 * units are counted singly), with what changed.
 */
function fitWanted(
  wanted: readonly WantedLine[],
  goods: ReadonlyMap<number, CartGoodsFacts>,
  existing: readonly { goodsId: number; type: number; number: number }[],
): { lines: WantedLine[]; notices: string[] } {
  const notices: string[] = [];
  const lines = wanted.map((w) => {
    const g = goods.get(w.goodsId);
    if (!g || w.type === 1) return w;
    const held = unitsOf(existing.filter((l) => l.goodsId === w.goodsId && l.type === w.type));
    const fitted = fitQuantity(g.card, held + w.number);
    if (fitted.number === held + w.number) return w;
    notices.push(`${g.card.name}：${fitted.notice}`);
    return { ...w, number: fitted.number - held };
  });
  return { lines, notices };
}

/** What an add reads under the store's lock: the goods, the store's lines of them and the count of lines its cart shows. */
interface CartBeforeAdd {
  goods: ReadonlyMap<number, CartGoodsFacts>;
  existing: readonly q.CartRow[];
  shown: number;
}

async function readBeforeAdd(tx: Tx, buyer: StoreBuyer, goodsIds: readonly number[]): Promise<CartBeforeAdd> {
  const goods = await loadGoods(tx, buyer, goodsIds);
  const { shown, lines: existing } = await q.linesCounting(tx, buyer.storeId, goodsIds);
  return { goods, existing, shown };
}

/** Adds inside a transaction that holds the store's lock; `total` is the number of lines the cart shows after it. */
async function addWithin(
  tx: Tx,
  buyer: StoreBuyer,
  asked: readonly WantedLine[],
  before?: CartBeforeAdd,
): Promise<{ added: q.AddedLine[]; goods: ReadonlyMap<number, CartGoodsFacts>; notices: string[]; total: number }> {
  const goodsIds = [...new Set(asked.map((w) => w.goodsId))];
  const { goods, existing, shown } = before ?? (await readBeforeAdd(tx, buyer, goodsIds));
  const { lines: wanted, notices } = fitWanted(asked, goods, existing);
  for (const goodsId of goodsIds) {
    const g = goods.get(goodsId);
    if (!g) throw notFound('商品');
    if (g.card.is_buy !== 1) throw refuse(`${g.card.name}：${g.card.buy_reason}`);
    const adding = unitsOf(wanted.filter((w) => w.goodsId === goodsId));
    await assertUnits(tx, buyer.storeId, g, unitsOf(existing.filter((l) => l.goodsId === goodsId)) + adding);
  }
  const flashIds = wanted.filter((w) => w.type === 1).map((w) => w.goodsId);
  const flashes = flashIds.length ? await flashSalesFor(tx, flashIds) : [];
  // A 满减 the buyer picked is kept only if it covers the goods; with none picked there is nothing to check.
  const picked = wanted.some((w) => w.goodsManjianId !== 0);
  const promotions = linePromotions(picked ? await q.promotionsCovering(tx, goodsIds, ['manjian', 'manzhe']) : []);
  const added: q.AddedLine[] = [];
  for (const w of wanted) {
    const g = goods.get(w.goodsId) as CartGoodsFacts;
    const flash = w.type === 1 ? flashes.find((f) => f.goodsId === w.goodsId) : undefined;
    if (w.type === 1 && !flash) throw refuse(`${g.card.name} 当前没有进行中的秒杀活动`);
    if (w.type === 2) await assertActivityPrice(tx, w.activityId ?? 0, w.goodsId, g.card.name);
    added.push(
      await q.addToLine(tx, {
        storeId: buyer.storeId,
        goodsId: w.goodsId,
        type: w.type,
        flashSaleId: flash?.id ?? null,
        activityId: w.type === 2 ? w.activityId : null,
        number: w.number,
        // The client's price ids are not trusted: the level price row is the one this store pays.
        goodsPriceId: priceView(buyer, g.row).goodsPriceId,
        ladderPriceId: w.ladderPriceId,
        goodsManjianId: activityRef(promotions, w.goodsManjianId, w.goodsId)?.id ?? 0,
        isYj: w.isYj === 0 ? 0 : 1,
      }),
    );
  }
  // The goods it adds are on sale, so each line it created shows in the cart's count.
  return { added, goods, notices, total: shown + added.filter((line) => line.inserted).length };
}

const ordinary = (goodsId: number, number: number): WantedLine => ({
  goodsId,
  type: 0,
  activityId: null,
  number,
  ladderPriceId: 0,
  goodsManjianId: 0,
  isYj: 0,
});

/** An ordinary line of a goods, added inside a transaction that holds the store's lock (quick add, a purchase-plan row). */
export const addOrdinaryLine = async (tx: Tx, buyer: StoreBuyer, goodsId: number, number: number) =>
  (await addWithin(tx, buyer, [ordinary(goodsId, number)])).added;

/** One ordinary line each: added with `number` units (fewer than `asked` when the stock was short), or skipped with the reason. */
type EachLineOutcome =
  | { goodsId: number; name: string; added: true; asked: number; number: number; stock: number }
  | { goodsId: number; name: string; added: false; reason: string };

/**
 * Ordinary lines added each on its own savepoint, under one lock of the store's cart: a goods whose
 * stock cannot cover the number asked goes in with what the stock left beside the cart allows (on its
 * quantity rule), a goods refused (withdrawn, out of stock, a limit, 经营范围) is named with its reason,
 * and neither stops the others. The same goods twice is one line.
 */
export async function addEachLine(
  db: Db,
  auth: AuthContext,
  asked: readonly { goodsId: number; number: number }[],
): Promise<{ outcomes: EachLineOutcome[]; total: number }> {
  const buyer = verifiedBuyer(auth, PENDING_ADD);
  const wanted = mergeWanted(asked.map((a) => ordinary(a.goodsId, a.number)));
  const outcomes = await changeCart(db, auth.storeId, async (tx) => {
    const before = await readBeforeAdd(
      tx,
      buyer,
      wanted.map((w) => w.goodsId),
    );
    const out: EachLineOutcome[] = [];
    for (const w of wanted) {
      const g = before.goods.get(w.goodsId);
      if (!g) {
        out.push({ goodsId: w.goodsId, name: '', added: false, reason: '商品已下架' });
        continue;
      }
      const name = g.card.name;
      const number = withinStock(g, before.existing, w.number);
      if (number <= 0) {
        out.push({ goodsId: w.goodsId, name, added: false, reason: `库存不足，当前库存${g.row.stock}` });
        continue;
      }
      try {
        await tx.transaction((sp) => addWithin(sp, buyer, [{ ...w, number }], before));
        out.push({ goodsId: w.goodsId, name, added: true, asked: w.number, number, stock: g.row.stock });
      } catch (error) {
        if (!(error instanceof BizError)) throw error;
        out.push({ goodsId: w.goodsId, name, added: false, reason: error.message });
      }
    }
    return out;
  });
  return { outcomes, total: await q.countLines(db, auth.storeId) };
}

/**
 * The units of an ordinary line to add for `asked`: as asked (on the goods' quantity rule) when the
 * stock beside the store's lines of the goods covers it, else the most whole steps it does; 0 when none.
 */
function withinStock(g: CartGoodsFacts, existing: readonly q.CartRow[], asked: number): number {
  const lines = existing.filter((l) => l.goodsId === g.row.id);
  const held = unitsOf(lines.filter((l) => l.type === 0));
  const room = g.row.stock - unitsOf(lines);
  const fitted = fitQuantity(g.card, held + asked).number - held;
  if (fitted <= room) return fitted;
  const { step, min } = packRule(g.card);
  const most = Math.floor((held + room) / step) * step;
  return most >= min ? most - held : 0;
}

/** POST /api/cart: the client's price is ignored (the cart prices every line itself); adding goods already in the cart adds to its number. */
export async function addToCart(db: Db, auth: AuthContext, body: CartAddBody): Promise<CartAddResult> {
  const buyer = verifiedBuyer(auth, PENDING_ADD);
  const wanted = mergeWanted(
    body.params.map((p) => ({
      goodsId: p.goods_id,
      type: p.type === 1 ? 1 : p.type === 2 ? 2 : 0,
      activityId: p.activity_id ?? null,
      number: p.number,
      ladderPriceId: p.ladder_price_id,
      goodsManjianId: p.goods_manjian_id,
      isYj: p.is_yj,
    })),
  );
  const { added, goods, notices, total } = await changeCart(db, auth.storeId, (tx) => addWithin(tx, buyer, wanted));
  const priced = await priceNotices(db, buyer, body, added, goods);
  return { total, ids: added.map((a) => a.id), notices: [...notices, ...priced] };
}

/**
 * The cart's own price of each line just added wins; where it differs from the price the buyer was shown, say so.
 * A line's unit price is its own (the rest of the cart does not change it), so only the lines added are priced.
 */
async function priceNotices(
  db: Db,
  buyer: StoreBuyer,
  body: CartAddBody,
  added: readonly q.CartRow[],
  goods: ReadonlyMap<number, CartGoodsFacts>,
): Promise<string[]> {
  const shown = body.params.filter((p) => p.price > 0);
  if (shown.length === 0) return [];
  // The lines as the add wrote them and their goods as it checked them: neither is read again.
  const facts = await loadCart(db, buyer, added, { offerLimit: 0, withCoupons: false, withVouchers: false, goods });
  const lines = priceLinesAlone(facts);
  return shown.flatMap((p) => {
    const line = lines.find((l) => l.goods_id === p.goods_id);
    if (!line || line.unit_price_fen === yuanToFen(p.price)) return [];
    const price = fenToYuan(line.unit_price_fen);
    return [`${goodsOf(facts, line.goods_id).row.name}：价格以购物车为准，现为 ¥${formatYuan(price)}（页面显示 ¥${formatYuan(p.price)}）`];
  });
}

/**
 * POST /api/cart/quick_add/{goods id}: one more step of the goods' quantity rule (a middle pack where
 * it is sold in middle packs, else one unit) on its ordinary line; a goods not in the cart yet starts
 * at its minimum order quantity.
 */
export async function quickAdd(db: Db, auth: AuthContext, goodsId: number): Promise<QuickAddResult> {
  const buyer = verifiedBuyer(auth, PENDING_ADD);
  const { line, total } = await changeCart(db, auth.storeId, async (tx) => {
    // One read serves both the step and the add.
    const before = await readBeforeAdd(tx, buyer, [goodsId]);
    const g = before.goods.get(goodsId);
    if (!g) throw notFound('商品');
    const rule = packRule(g.card);
    const number = before.existing.some((l) => l.type === 0) ? rule.step : rule.min;
    const result = await addWithin(tx, buyer, [ordinary(goodsId, number)], before);
    return { line: result.added[0], total: result.total };
  });
  return { id: line.id, number: line.number, total };
}

/** POST /api/cart/{id}/edit: a new number; more than before must pass stock and limits, fewer always may. */
export async function editLine(db: Db, auth: AuthContext, id: number, asked: number, withCart: boolean): Promise<CartEditResult> {
  const buyer = verifiedBuyer(auth, PENDING_ADD);
  const { number, notice } = await changeCart(db, auth.storeId, async (tx) => {
    const [line] = await q.linesByIds(tx, auth.storeId, [id]);
    if (!line) throw notFound(LINE_MISSING);
    const g = (await loadGoods(tx, buyer, [line.goodsId])).get(line.goodsId);
    if (!g) throw notFound('商品');
    const fitted = line.type === 1 ? { number: asked, notice: '' } : fitQuantity(g.card, asked);
    if (fitted.number > line.number) {
      const others = (await q.linesOfGoods(tx, auth.storeId, [line.goodsId])).filter((l) => l.id !== id);
      await assertUnits(tx, auth.storeId, g, unitsOf(others) + fitted.number);
    }
    await q.setLineNumber(tx, auth.storeId, id, fitted.number);
    return fitted;
  });
  return { id, number, notice, cart: withCart ? await cartList(db, auth) : null };
}

/** Runs a change on exactly these lines of the store, or on none when any id is not the store's. */
async function onOwnLines(
  db: Db,
  auth: AuthContext,
  ids: readonly number[],
  change: (tx: Tx) => Promise<number>,
): Promise<CartChangeResult> {
  const changed = await changeCart(db, auth.storeId, async (tx) => {
    const n = await change(tx);
    if (n !== ids.length) throw notFound(LINE_MISSING);
    return n;
  });
  return { changed, total: await q.countLines(db, auth.storeId) };
}

/** The buyer's tick: a line not buyable or short of stock is shown unselected whatever is stored. */
export const selectLines = (db: Db, auth: AuthContext, ids: readonly number[], isSelected: number) =>
  onOwnLines(db, auth, ids, (tx) => q.setSelected(tx, auth.storeId, ids, isSelected));

export const deleteLines = (db: Db, auth: AuthContext, ids: readonly number[]) =>
  onOwnLines(db, auth, ids, (tx) => q.deleteLines(tx, auth.storeId, ids));

/** POST /api/cart/copy: to other stores of the same login account, each verified; numbers add up with lines already there. */
export async function copyToStores(db: Db, auth: AuthContext, body: CartCopyBody): Promise<CartCopyResult> {
  const targets = [...body.other_user_ids].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const lines = await q.linesByIds(tx, auth.storeId, body.ids);
    if (lines.length !== body.ids.length) throw notFound(LINE_MISSING);
    for (const storeId of targets) {
      if (storeId === auth.storeId) throw refuse('请选择要复制到的其他门店');
      if (!(await isLinked(tx, auth.accountId, storeId))) throw forbidden('只能复制到本账号关联的门店');
      const store = await storeForBuyer(tx, storeId);
      if (store?.qualificationStatus !== 'passed') throw refuse('目标门店资质审核中，暂不能加入购物车');
    }
    for (const storeId of targets) {
      await lockStore(tx, storeId);
      await q.copyLines(tx, auth.storeId, body.ids, storeId);
    }
    return { copied: lines.length, stores: targets.length };
  });
}

export const cartCount = async (db: Db, auth: AuthContext) => ({ total: await q.countLines(db, auth.storeId) });
