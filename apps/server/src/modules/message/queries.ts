import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import { messages } from '../../db/schema/index.js';

export async function insertMessage(db: DbOrTx, row: typeof messages.$inferInsert): Promise<void> {
  await db.insert(messages).values(row);
}

const ofStore = (storeId: number, isRead?: boolean) =>
  and(eq(messages.storeId, storeId), isRead === undefined ? undefined : eq(messages.isRead, isRead));

export async function messagePage(db: DbOrTx, storeId: number, isRead: boolean | undefined, slice: PageSlice) {
  const where = ofStore(storeId, isRead);
  const [list, [total]] = await Promise.all([
    db.select().from(messages).where(where).orderBy(desc(messages.createdAt), desc(messages.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

/** The same count user/base shows as message_count. */
export async function unreadCount(db: DbOrTx, storeId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(ofStore(storeId, false));
  return row?.n ?? 0;
}

/** Marks the given messages of this store read; answers the ids of this store's messages among them. */
export async function markRead(tx: DbOrTx, storeId: number, ids: number[]): Promise<number[]> {
  const rows = await tx
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.storeId, storeId), inArray(messages.id, ids)))
    .returning({ id: messages.id });
  return rows.map((r) => r.id);
}

export async function markAllRead(db: DbOrTx, storeId: number): Promise<number> {
  const rows = await db.update(messages).set({ isRead: true }).where(ofStore(storeId, false)).returning({ id: messages.id });
  return rows.length;
}
