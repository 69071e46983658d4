/** SQL of company API keys: the keys of a company, and the key (and the stores it reads) behind a presented secret. */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, accountStores, companies, companyApiKeys, companyMembers, stores } from '../../db/schema/index.js';

export type ApiKeyRow = typeof companyApiKeys.$inferSelect;

export function keysOf(db: DbOrTx, companyId: number) {
  return db
    .select({ key: companyApiKeys, by: accounts.name })
    .from(companyApiKeys)
    .innerJoin(accounts, eq(accounts.id, companyApiKeys.createdBy))
    .where(eq(companyApiKeys.companyId, companyId))
    .orderBy(desc(companyApiKeys.id));
}

export async function activeKeyCount(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyApiKeys)
    .where(and(eq(companyApiKeys.companyId, companyId), isNull(companyApiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(tx: DbOrTx, row: typeof companyApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [made] = await tx.insert(companyApiKeys).values(row).returning();
  return made;
}

/** A key of this company under a row lock; another company's id finds nothing. */
export async function lockKey(tx: DbOrTx, companyId: number, id: number): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(companyApiKeys)
    .where(and(eq(companyApiKeys.id, id), eq(companyApiKeys.companyId, companyId)))
    .for('update');
  return row;
}

export async function revokeKey(tx: DbOrTx, id: number, accountId: number): Promise<void> {
  await tx.update(companyApiKeys).set({ revokedAt: new Date(), revokedBy: accountId }).where(eq(companyApiKeys.id, id));
}

/** The key a secret hashes to, while it is in force and its maker is an active member of the company. */
export async function liveKeyByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: companyApiKeys.id, companyId: companyApiKeys.companyId, createdBy: companyApiKeys.createdBy })
    .from(companyApiKeys)
    .innerJoin(
      companyMembers,
      and(eq(companyMembers.accountId, companyApiKeys.createdBy), eq(companyMembers.companyId, companyApiKeys.companyId)),
    )
    .where(and(eq(companyApiKeys.tokenHash, tokenHash), isNull(companyApiKeys.revokedAt), isNull(companyMembers.disabledAt)));
  return row;
}

/** The company's stores in which the key's maker is 负责人 now: a key never reads more than its maker may. */
export function storesOfKey(db: DbOrTx, key: { companyId: number; createdBy: number }) {
  return db
    .select({ id: stores.id, company: stores.company })
    .from(accountStores)
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .where(
      and(
        eq(accountStores.accountId, key.createdBy),
        eq(accountStores.role, 'owner'),
        sql`${accountStores.storeId} IN (SELECT o.store_id FROM ${accountStores} o JOIN ${companies} c ON c.owner_account_id = o.account_id WHERE c.id = ${key.companyId})`,
      ),
    )
    .orderBy(stores.id);
}
