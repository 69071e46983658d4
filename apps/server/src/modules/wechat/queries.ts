import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, wechatBindTokens } from '../../db/schema/index.js';
import { isUniqueViolation } from '../account/queries.js';

export async function wechatOpenidOf(db: DbOrTx, accountId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ openid: accounts.wechatOpenid }).from(accounts).where(eq(accounts.id, accountId));
  return row?.openid;
}

/** One live binding token per account: a new QR code voids the one shown before. */
export async function putBindToken(db: DbOrTx, row: { token: string; accountId: number; expiresAt: Date }): Promise<void> {
  await db
    .insert(wechatBindTokens)
    .values(row)
    .onConflictDoUpdate({ target: wechatBindTokens.accountId, set: { token: row.token, expiresAt: row.expiresAt } });
}

/** Spends a live token (once); answers its account. */
export async function takeBindToken(tx: DbOrTx, token: string): Promise<number | undefined> {
  const [row] = await tx
    .delete(wechatBindTokens)
    .where(and(eq(wechatBindTokens.token, token), gt(wechatBindTokens.expiresAt, sql`now()`)))
    .returning({ accountId: wechatBindTokens.accountId });
  return row?.accountId;
}

/** False when the WeChat user is bound to another login already. */
export async function setOpenid(tx: DbOrTx, accountId: number, openid: string): Promise<boolean> {
  try {
    await tx.update(accounts).set({ wechatOpenid: openid }).where(eq(accounts.id, accountId));
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** Answers whether there was a binding to remove. */
export async function clearOpenid(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ wechatOpenid: null })
    .where(and(eq(accounts.id, accountId), isNotNull(accounts.wechatOpenid)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
