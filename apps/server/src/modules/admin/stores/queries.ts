import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { PageSlice } from '../../../db/paging.js';
import { accountManagers, accounts, accountStores, categories, companyMembers, creditAccounts, qualifications, storeContracts, stores } from '../../../db/schema/index.js';
import { containing } from '../shared/like.js';

export interface StoreFilter {
  status?: string;
  keywords?: string;
  managerId?: number;
  /** Only the stores of this account-manager card (managedStoresOf). */
  ownedBy: number | null;
}

function whereOf(f: StoreFilter): SQL | undefined {
  const k = f.keywords ? containing(f.keywords) : undefined;
  return and(
    f.status ? eq(stores.qualificationStatus, f.status) : undefined,
    k ? or(ilike(stores.company, k), ilike(stores.contactName, k), ilike(stores.contactPhone, k)) : undefined,
    f.managerId ? eq(stores.managerId, f.managerId) : undefined,
    f.ownedBy === null ? undefined : eq(stores.managerId, f.ownedBy),
  );
}

const pendingDocuments = sql<number>`(SELECT count(*) FROM ${qualifications} q WHERE q.store_id = ${stores.id} AND q.status = 'pending')`.mapWith(Number);

/** none / unsigned / signed, as checkout sees it: a signed contract covering today counts. */
const contractState = sql<'none' | 'unsigned' | 'signed'>`CASE
  WHEN EXISTS (SELECT 1 FROM ${storeContracts} c WHERE c.store_id = ${stores.id} AND c.signed_at IS NOT NULL AND c.valid_from <= now() AND c.valid_until > now()) THEN 'signed'
  WHEN EXISTS (SELECT 1 FROM ${storeContracts} c WHERE c.store_id = ${stores.id} AND c.valid_from <= now() AND c.valid_until > now()) THEN 'unsigned'
  ELSE 'none' END`;

const rowColumns = {
  id: stores.id,
  company: stores.company,
  contactName: stores.contactName,
  contactPhone: stores.contactPhone,
  province: stores.province,
  city: stores.city,
  address: stores.address,
  customerType: stores.customerType,
  level: stores.level,
  businessScope: stores.businessScope,
  status: stores.qualificationStatus,
  reason: stores.qualificationReason,
  managerId: stores.managerId,
  managerName: accountManagers.name,
  managerPhone: accountManagers.phone,
  contractState,
  pendingDocuments,
  createdAt: stores.createdAt,
};

/** Waiting stores first (oldest first, as a queue), then the newest. */
export async function storePage(db: DbOrTx, f: StoreFilter, slice: PageSlice) {
  const where = whereOf(f);
  const [list, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(stores)
      .leftJoin(accountManagers, eq(accountManagers.id, stores.managerId))
      .where(where)
      .orderBy(
        sql`${stores.qualificationStatus} = 'pending' DESC`,
        sql`CASE WHEN ${stores.qualificationStatus} = 'pending' THEN ${stores.id} ELSE -${stores.id} END`,
      )
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}

export type StoreRow = Awaited<ReturnType<typeof storePage>>['list'][number];

export async function findStore(db: DbOrTx, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select(rowColumns).from(stores).leftJoin(accountManagers, eq(accountManagers.id, stores.managerId)).where(eq(stores.id, id));
  return row;
}

/** What the audit log keeps of a store's profile, read under the store's row lock. */
export async function lockStoreProfile(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      company: stores.company,
      status: stores.qualificationStatus,
      reason: stores.qualificationReason,
      customerType: stores.customerType,
      province: stores.province,
      city: stores.city,
      level: stores.level,
      businessScope: stores.businessScope,
      managerId: stores.managerId,
    })
    .from(stores)
    .where(eq(stores.id, id))
    .for('update');
  return row;
}

export async function updateStore(tx: DbOrTx, id: number, set: Partial<typeof stores.$inferInsert>): Promise<void> {
  await tx.update(stores).set(set).where(eq(stores.id, id));
}

export async function setCreditTerms(tx: DbOrTx, storeId: number, limit: number, termDays: number): Promise<void> {
  await tx
    .insert(creditAccounts)
    .values({ storeId, limit, termDays })
    .onConflictDoUpdate({ target: creditAccounts.storeId, set: { limit, termDays } });
}

export function loginsOf(db: DbOrTx, storeId: number) {
  return db
    .select({
      id: accounts.id,
      phone: accounts.phone,
      name: accounts.name,
      isOwner: accountStores.isOwner,
      role: accountStores.role,
      orderLimit: accountStores.orderLimit,
      monthLimit: accountStores.monthLimit,
      disabledAt: companyMembers.disabledAt,
    })
    .from(accountStores)
    .innerJoin(accounts, eq(accounts.id, accountStores.accountId))
    .leftJoin(companyMembers, eq(companyMembers.accountId, accountStores.accountId))
    .where(eq(accountStores.storeId, storeId))
    .orderBy(desc(accountStores.isOwner), accounts.id);
}

/** The top-level classes a business scope is made of. */
export function scopeClasses(db: DbOrTx) {
  return db
    .select({ key: categories.key, name: categories.name })
    .from(categories)
    .where(and(eq(categories.kind, 'ordinary'), isNull(categories.parentId)))
    .orderBy(asc(categories.sort), asc(categories.id));
}

export function managerCards(db: DbOrTx) {
  return db.select().from(accountManagers).orderBy(asc(accountManagers.isDefault), asc(accountManagers.id));
}

export async function managerCard(db: DbOrTx, id: number) {
  const [row] = await db.select().from(accountManagers).where(eq(accountManagers.id, id));
  return row;
}

/** Certificates in force (not replaced by a newer upload) expiring before `until`, soonest first. */
export async function expiringPage(db: DbOrTx, until: Date, ownedBy: number | null, slice: PageSlice) {
  const where = and(
    ne(qualifications.status, 'replaced'),
    isNotNull(qualifications.expiresAt),
    lte(qualifications.expiresAt, until),
    ownedBy === null ? undefined : eq(stores.managerId, ownedBy),
  );
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: qualifications.id,
        storeId: stores.id,
        company: stores.company,
        contactPhone: stores.contactPhone,
        managerName: accountManagers.name,
        type: qualifications.type,
        number: qualifications.number,
        expiresAt: qualifications.expiresAt,
      })
      .from(qualifications)
      .innerJoin(stores, eq(stores.id, qualifications.storeId))
      .leftJoin(accountManagers, eq(accountManagers.id, stores.managerId))
      .where(where)
      .orderBy(asc(qualifications.expiresAt), asc(qualifications.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(qualifications).innerJoin(stores, eq(stores.id, qualifications.storeId)).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
