/** SQL of a store's delivery addresses; every statement is scoped by the store. */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<typeof addresses.$inferInsert, 'consignee' | 'phone' | 'province' | 'city' | 'district' | 'detail'>;

const own = (storeId: number, id: number) => and(eq(addresses.id, id), eq(addresses.storeId, storeId));

/** The default first, then the newest. */
export function storeAddresses(db: DbOrTx, storeId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.storeId, storeId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(db: DbOrTx, storeId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(own(storeId, id));
  return row;
}

export async function countAddresses(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.storeId, storeId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: DbOrTx, storeId: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await tx
    .insert(addresses)
    .values({ ...fields, storeId })
    .returning();
  return row;
}

export async function updateAddress(tx: DbOrTx, storeId: number, id: number, fields: AddressFields): Promise<void> {
  await tx.update(addresses).set(fields).where(own(storeId, id));
}

export async function deleteAddress(tx: DbOrTx, storeId: number, id: number): Promise<void> {
  await tx.delete(addresses).where(own(storeId, id));
}

/** Makes one address the store's only default. */
export async function makeDefault(tx: DbOrTx, storeId: number, id: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.storeId, storeId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(own(storeId, id));
}
