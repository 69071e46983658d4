/** SQL of company accounts: companies, members and their roles per store, invitations, the log, spend against limits. */
import type { StoreRole } from '@yc/contracts';
import { and, count, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { PageSlice } from '../../db/paging.js';
import {
  accounts,
  accountStores,
  companies,
  companyInvites,
  companyLogs,
  companyMembers,
  orderEvents,
  orders,
  sessions,
  stores,
} from '../../db/schema/index.js';

export type CompanyRow = typeof companies.$inferSelect;

/** The company a login is a member of (its founder is one too). */
export async function companyOfMember(db: DbOrTx, accountId: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select({ company: companies })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.accountId, accountId));
  return row?.company;
}

/** Makes the company of a login that has none yet, with the login as its founding member; a racing twin finds the first. */
export async function insertCompany(tx: DbOrTx, ownerAccountId: number, name: string): Promise<void> {
  const [company] = await tx.insert(companies).values({ ownerAccountId, name }).onConflictDoNothing().returning({ id: companies.id });
  if (company) await tx.insert(companyMembers).values({ accountId: ownerAccountId, companyId: company.id }).onConflictDoNothing();
}

/** Serialises changes to one company's members, so two owners cannot both remove the last 负责人 of a store. */
export async function lockCompany(tx: DbOrTx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function updateCompany(tx: DbOrTx, companyId: number, set: Partial<Pick<CompanyRow, 'approverRole' | 'approvalHoldHours'>>) {
  await tx.update(companies).set(set).where(eq(companies.id, companyId));
}

/** The stores a login reaches, with its role and limits in each. */
export async function storesOfLogin(db: DbOrTx, accountId: number) {
  return db
    .select({
      id: stores.id,
      company: stores.company,
      requiresApproval: stores.requiresApproval,
      role: accountStores.role,
      orderLimit: accountStores.orderLimit,
      monthLimit: accountStores.monthLimit,
    })
    .from(accountStores)
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .where(eq(accountStores.accountId, accountId))
    .orderBy(accountStores.createdAt, stores.id);
}

/** The stores a company owns: those its founding login owns or linked. */
export const companyStores = (db: DbOrTx, company: CompanyRow) => storesOfLogin(db, company.ownerAccountId);

/** A login's place in a store: its role there and the limits of its orders. */
const storeRole = {
  storeId: accountStores.storeId,
  role: accountStores.role,
  isOwner: accountStores.isOwner,
  orderLimit: accountStores.orderLimit,
  monthLimit: accountStores.monthLimit,
};

/** A login's roles (and limits) in the stores it reaches. */
export async function rolesOf(db: DbOrTx, accountId: number) {
  return db
    .select(storeRole)
    .from(accountStores)
    .where(eq(accountStores.accountId, accountId));
}

export async function membersOf(db: DbOrTx, companyId: number) {
  return db
    .select({ accountId: accounts.id, phone: accounts.phone, name: accounts.name, disabledAt: companyMembers.disabledAt })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(eq(companyMembers.companyId, companyId))
    .orderBy(companyMembers.createdAt, accounts.id);
}

/** The roles of these logins in these stores. */
export async function memberRoles(db: DbOrTx, accountIds: readonly number[], storeIds: readonly number[]) {
  if (storeIds.length === 0 || accountIds.length === 0) return [];
  return db
    .select({ accountId: accountStores.accountId, ...storeRole })
    .from(accountStores)
    .where(and(inArray(accountStores.accountId, accountIds), inArray(accountStores.storeId, storeIds)))
    .orderBy(accountStores.storeId);
}

/** A login as a member row, for a login whose company is not made yet. */
export async function loginAsMember(db: DbOrTx, accountId: number) {
  return db
    .select({ accountId: accounts.id, phone: accounts.phone, name: accounts.name, disabledAt: sql<Date | null>`null` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
}

export async function findMember(db: DbOrTx, companyId: number, accountId: number) {
  const [row] = await db
    .select({ accountId: companyMembers.accountId, disabledAt: companyMembers.disabledAt, name: accounts.name, phone: accounts.phone })
    .from(companyMembers)
    .innerJoin(accounts, eq(accounts.id, companyMembers.accountId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.accountId, accountId)));
  return row;
}

/** Active 负责人 of a store among a company's members, leaving one login out. */
export async function otherActiveOwners(db: DbOrTx, companyId: number, storeId: number, exceptAccountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accountStores)
    .innerJoin(companyMembers, eq(companyMembers.accountId, accountStores.accountId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        isNull(companyMembers.disabledAt),
        eq(accountStores.storeId, storeId),
        eq(accountStores.role, 'owner'),
        ne(accountStores.accountId, exceptAccountId),
      ),
    );
  return row?.n ?? 0;
}

export async function setRole(tx: DbOrTx, accountId: number, storeId: number, role: StoreRole): Promise<void> {
  await tx
    .insert(accountStores)
    .values({ accountId, storeId, role, isOwner: false })
    .onConflictDoUpdate({ target: [accountStores.accountId, accountStores.storeId], set: { role } });
}

/** Takes a member out of a store (never the store's owning link) and ends its sessions there. */
export async function removeFromStore(tx: DbOrTx, accountId: number, storeId: number): Promise<void> {
  await tx
    .delete(accountStores)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.storeId, storeId), eq(accountStores.isOwner, false)));
  await tx.delete(sessions).where(and(eq(sessions.accountId, accountId), eq(sessions.storeId, storeId)));
}

export async function setLimits(
  tx: DbOrTx,
  accountId: number,
  storeId: number,
  limits: { orderLimit: number | null; monthLimit: number | null },
) {
  await tx
    .update(accountStores)
    .set(limits)
    .where(and(eq(accountStores.accountId, accountId), eq(accountStores.storeId, storeId)));
}

/** Disables (and ends every session of) or enables a member. */
export async function setDisabled(tx: DbOrTx, accountId: number, disabled: boolean): Promise<void> {
  await tx
    .update(companyMembers)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(companyMembers.accountId, accountId));
  if (disabled) await tx.delete(sessions).where(eq(sessions.accountId, accountId));
}

export async function setRequiresApproval(tx: DbOrTx, storeId: number, requiresApproval: boolean): Promise<void> {
  await tx.update(stores).set({ requiresApproval }).where(eq(stores.id, storeId));
}

export async function addMember(tx: DbOrTx, companyId: number, accountId: number): Promise<void> {
  await tx.insert(companyMembers).values({ companyId, accountId });
}

export async function accountName(db: DbOrTx, accountId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name;
}

export async function accountIdByPhone(db: DbOrTx, phone: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phone, phone));
  return row?.id;
}

/** A new invitation replaces the company's earlier open one to the same phone; answers its id. */
export async function replaceInvite(tx: DbOrTx, invite: typeof companyInvites.$inferInsert): Promise<number> {
  await tx
    .delete(companyInvites)
    .where(and(eq(companyInvites.companyId, invite.companyId), eq(companyInvites.phone, invite.phone), isNull(companyInvites.acceptedAt)));
  const [made] = await tx.insert(companyInvites).values(invite).returning({ id: companyInvites.id });
  return made.id;
}

/** The open invitations to a phone, one per company at most, with the name of the company that sent each; oldest first. */
export async function openInvites(db: DbOrTx, phone: string) {
  const rows = await db
    .select({ invite: companyInvites, company: companies.name })
    .from(companyInvites)
    .innerJoin(companies, eq(companies.id, companyInvites.companyId))
    .where(and(eq(companyInvites.phone, phone), isNull(companyInvites.acceptedAt), gt(companyInvites.expiresAt, sql`now()`)))
    .orderBy(companyInvites.id);
  return rows.map((r) => ({ ...r.invite, company: r.company }));
}

export async function acceptInvite(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(companyInvites)
    .set({ acceptedAt: new Date() })
    .where(and(eq(companyInvites.id, id), isNull(companyInvites.acceptedAt)))
    .returning({ id: companyInvites.id });
  return rows.length > 0;
}

export async function addLog(
  tx: DbOrTx,
  row: { companyId: number; accountId: number | null; action: string; detail: string },
): Promise<void> {
  await tx.insert(companyLogs).values(row);
}

export async function logPage(db: DbOrTx, companyId: number, slice: PageSlice) {
  const where = eq(companyLogs.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companyLogs.id,
        actor: accounts.name,
        action: companyLogs.action,
        detail: companyLogs.detail,
        createdAt: companyLogs.createdAt,
      })
      .from(companyLogs)
      .leftJoin(accounts, eq(accounts.id, companyLogs.accountId))
      .where(where)
      .orderBy(desc(companyLogs.id))
      .offset(slice.offset)
      .limit(slice.limit),
    db.select({ n: count() }).from(companyLogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Orders waiting for approval in the given stores, newest first. */
export async function pendingApprovals(db: DbOrTx, storeIds: readonly number[]) {
  if (storeIds.length === 0) return [];
  return db
    .select({ order: orders, company: stores.company, buyer: accounts.name })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(accounts, eq(accounts.id, orders.accountId))
    .where(and(eq(orders.status, 'pending_approval'), inArray(orders.storeId, storeIds)))
    .orderBy(desc(orders.id))
    .limit(200);
}

/** Why each order waits: the text of the event it was born with. */
export async function approvalReasons(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderEvents.orderId, text: orderEvents.text })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.status, 'pending_approval')));
}
