/**
 * What a line's units cost before any promotion.
 *
 * - Combination package (goods_type 3): a fixed package price per set; `number` counts sets.
 * - Goods: the regular unit price is the lowest of the customer-level price (goods_price_id, when
 *   present) and the ladder price, compared on the line amount so the ladder's monotonic floor counts
 *   too; a tie goes to the level price. With neither, the base price applies. The base price never
 *   undercuts a level or ladder price: those replace it, they do not compete with it.
 * - Flash sale (cart item type 1): the flash price applies to as many units as the flash stock and
 *   the per-order limit allow; the rest fall back to the regular price, priced (ladder included) on
 *   their own count. Splitting rather than capping the line keeps the buyer's quantity as entered and
 *   makes "flash stock exhausted" simply a line with 0 flash units. The flash price applies to its
 *   units even if a regular price were lower: it is the activity's price, not a candidate.
 * - Activity price (cart item type 2, an activity page's price while the activity is on): it replaces
 *   the regular price on every unit, again as the activity's price rather than a candidate.
 */
import { assertCount, assertQuantity } from './guards.js';
import { quoteLadder, type LadderPrice } from './ladder-price.js';
import { assertFen, multiplyFen, sumFen, type Fen } from './money.js';

export type PriceSource = 'flash' | 'activity' | 'level' | 'ladder' | 'base' | 'combination';

export interface FlashSale {
  price_fen: Fen;
  /** Flash units still on sale; 0 = sold out, and the whole line is at the regular price. */
  remaining_stock: number;
  /** Most flash units this order may take (already net of earlier purchases); 0 = no limit. */
  per_order_limit: number;
}

export interface GoodsPriceInput {
  kind: 'goods';
  base_price_fen: Fen;
  /** Customer-level price (goods_price_id); null when the buyer's level has none. */
  level_price_fen: Fen | null;
  ladder: LadderPrice | null;
  flash: FlashSale | null;
  /** The activity page's price the line was added at; absent or null when none (or the activity is over). */
  activity_price_fen?: Fen | null;
}

export interface CombinationPriceInput {
  kind: 'combination';
  package_price_fen: Fen;
}

export type LinePriceInput = GoodsPriceInput | CombinationPriceInput;

export interface PriceSegment {
  source: PriceSource;
  number: number;
  unit_price_fen: Fen;
  /** unit_price_fen × number, except when `ladder_floor_applied` raised it (see ladder-price.ts). */
  amount_fen: Fen;
  ladder_floor_applied: boolean;
}

export interface UnitPricing {
  /** The flash segment first when there is one, then the regular segment. */
  segments: readonly PriceSegment[];
  amount_fen: Fen;
  flash_units: number;
}

function segment(source: PriceSource, number: number, unit: Fen): PriceSegment {
  return { source, number, unit_price_fen: unit, amount_fen: multiplyFen(unit, number), ladder_floor_applied: false };
}

function regularSegment(price: GoodsPriceInput, number: number): PriceSegment {
  const candidates: PriceSegment[] = [];
  if (price.level_price_fen !== null) candidates.push(segment('level', number, assertFen(price.level_price_fen, 'level_price_fen')));
  if (price.ladder !== null) {
    const quote = quoteLadder(price.ladder, number);
    candidates.push({
      source: 'ladder',
      number,
      unit_price_fen: quote.unit_price_fen,
      amount_fen: quote.amount_fen,
      ladder_floor_applied: quote.floor_applied,
    });
  }
  if (candidates.length === 0) return segment('base', number, assertFen(price.base_price_fen, 'base_price_fen'));
  return candidates.reduce((best, next) => (next.amount_fen < best.amount_fen ? next : best));
}

function flashUnits(flash: FlashSale | null, number: number): number {
  if (flash === null) return 0;
  const stock = assertCount(flash.remaining_stock, 'flash.remaining_stock');
  const limit = assertCount(flash.per_order_limit, 'flash.per_order_limit');
  return Math.min(number, stock, limit === 0 ? number : limit);
}

export function priceUnits(price: LinePriceInput, number: number): UnitPricing {
  assertQuantity(number, 'number');
  if (price.kind === 'combination') {
    const only = segment('combination', number, assertFen(price.package_price_fen, 'package_price_fen'));
    return { segments: [only], amount_fen: only.amount_fen, flash_units: 0 };
  }
  const flash = flashUnits(price.flash, number);
  const segments: PriceSegment[] = [];
  if (flash > 0 && price.flash !== null) segments.push(segment('flash', flash, assertFen(price.flash.price_fen, 'flash.price_fen')));
  if (number > flash) {
    const rest = number - flash;
    const activity = price.activity_price_fen ?? null;
    segments.push(activity === null ? regularSegment(price, rest) : segment('activity', rest, assertFen(activity, 'activity_price_fen')));
  }
  return { segments, amount_fen: sumFen(segments.map((s) => s.amount_fen)), flash_units: flash };
}
