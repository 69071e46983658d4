/** The SQL of the console's messages to stores and its replies to feedback and wanted requests (service-desk.ts holds the rules). */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { withTotal, type PageSlice } from '../../../db/paging.js';
import { feedback, messageBroadcasts, messages, staff, stores, wantedRequests } from '../../../db/schema/index.js';
import { escapeLike } from '../../search/keyword.js';

/** Stores that have read what a broadcast sent them. */
const readCount = sql<number>`(SELECT count(*)::int FROM ${messages} m WHERE m.broadcast_id = ${messageBroadcasts}.id AND m.is_read)`;

export const broadcastPage = (db: DbOrTx, slice: PageSlice) =>
  withTotal(
    db
      .select({ b: messageBroadcasts, staffName: staff.name, read: readCount })
      .from(messageBroadcasts)
      .innerJoin(staff, eq(staff.id, messageBroadcasts.staffId))
      .orderBy(desc(messageBroadcasts.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(messageBroadcasts),
  );

/** Every store, or the ones among these ids. */
export const storeIdsOf = (tx: DbOrTx, ids: number[] | 'all') =>
  tx
    .select({ id: stores.id })
    .from(stores)
    .where(ids === 'all' ? undefined : inArray(stores.id, ids));

export async function insertBroadcast(tx: DbOrTx, columns: typeof messageBroadcasts.$inferInsert) {
  const [b] = await tx.insert(messageBroadcasts).values(columns).returning();
  return b;
}

type MessageColumns = typeof messages.$inferInsert;

/** In inserts of a thousand rows, so a broadcast to every store stays under PostgreSQL's 65535 parameters a statement. */
export async function insertMessages(tx: DbOrTx, rows: MessageColumns[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(messages).values(rows.slice(i, i + 1000));
}

/** The account manager whose stores the member may answer (managedStoresOf), or null for every store. */
export type StoreReach = number | null;

const reachable = (ownedBy: StoreReach) => (ownedBy === null ? undefined : eq(stores.managerId, ownedBy));

export async function storeInReach(db: DbOrTx, ownedBy: StoreReach, storeId: number): Promise<boolean> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), reachable(ownedBy)));
  return store !== undefined;
}

export interface FeedbackFilter {
  ownedBy: StoreReach;
  replied?: boolean;
  keywords?: string;
}

export function feedbackPage(db: DbOrTx, f: FeedbackFilter, slice: PageSlice) {
  const k = f.keywords ? `%${escapeLike(f.keywords)}%` : undefined;
  const where: SQL | undefined = and(
    reachable(f.ownedBy),
    f.replied === undefined ? undefined : f.replied ? isNotNull(feedback.reply) : isNull(feedback.reply),
    k ? or(ilike(feedback.content, k), ilike(stores.company, k)) : undefined,
  );
  return withTotal(
    db
      .select({ f: feedback, company: stores.company })
      .from(feedback)
      .innerJoin(stores, eq(stores.id, feedback.storeId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(feedback).innerJoin(stores, eq(stores.id, feedback.storeId)).where(where),
  );
}

export const setFeedbackReply = (tx: DbOrTx, id: number, reply: string) => tx.update(feedback).set({ reply }).where(eq(feedback.id, id));

export interface WantedFilter {
  ownedBy: StoreReach;
  status?: string;
  keywords?: string;
}

export function wantedPage(db: DbOrTx, f: WantedFilter, slice: PageSlice) {
  const k = f.keywords ? `%${escapeLike(f.keywords)}%` : undefined;
  const where: SQL | undefined = and(
    reachable(f.ownedBy),
    f.status ? eq(wantedRequests.status, f.status) : undefined,
    k ? or(ilike(wantedRequests.name, k), ilike(stores.company, k)) : undefined,
  );
  return withTotal(
    db
      .select({ w: wantedRequests, company: stores.company })
      .from(wantedRequests)
      .innerJoin(stores, eq(stores.id, wantedRequests.storeId))
      .where(where)
      .orderBy(desc(wantedRequests.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(wantedRequests).innerJoin(stores, eq(stores.id, wantedRequests.storeId)).where(where),
  );
}

export const setWantedReply = (tx: DbOrTx, id: number, reply: string, status: string) =>
  tx.update(wantedRequests).set({ reply, status }).where(eq(wantedRequests.id, id));
