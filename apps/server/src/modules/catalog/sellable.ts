/**
 * The 药品网络销售禁止清单 rule on the server: a goods of a listed class never goes on sale, and the
 * storefront never shows one even where a row says on sale (an old row, a direct database edit).
 */
import { onlineSaleRefusal, type RestrictedClass } from '@yc/contracts';
import { sql } from 'drizzle-orm';
import { goods } from '../../db/schema/index.js';
import { refuse } from '../../lib/errors.js';

/** The goods a buyer may see: on sale and of no banned class. */
export const sellableGoods = sql`(${goods.onSale} AND ${goods.restrictedClass} IS NULL)`;

/** Refuses to put on sale a goods of a banned class, naming the class. */
export function assertMayGoOnSale(restrictedClass: RestrictedClass | null): void {
  const refusal = onlineSaleRefusal(restrictedClass);
  if (refusal) throw refuse(refusal);
}
