import { maskIdCardNo } from '@yc/contracts';
import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { PageSlice } from '../../../db/paging.js';
import { withTotal } from '../../../db/paging.js';
import { accountManagers, staff } from '../../../db/schema/index.js';
import { containing } from '../shared/like.js';

const rowColumns = {
  id: staff.id,
  username: staff.username,
  name: staff.name,
  roles: staff.roles,
  accountManagerId: staff.accountManagerId,
  accountManagerName: accountManagers.name,
  enabled: staff.enabled,
  createdAt: staff.createdAt,
};

export function staffPage(db: DbOrTx, keywords: string | undefined, slice: PageSlice) {
  const where = keywords ? or(ilike(staff.username, containing(keywords)), ilike(staff.name, containing(keywords))) : undefined;
  return withTotal(
    db.select(rowColumns).from(staff).leftJoin(accountManagers, eq(accountManagers.id, staff.accountManagerId)).where(where).orderBy(asc(staff.id)).limit(slice.limit).offset(slice.offset),
    db.select({ n: count() }).from(staff).where(where),
  );
}

/** A member as the audit log keeps it (never the password hash), under the row lock. */
export async function lockMember(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ username: staff.username, name: staff.name, roles: staff.roles, accountManagerId: staff.accountManagerId, enabled: staff.enabled })
    .from(staff)
    .where(eq(staff.id, id))
    .for('update');
  return row;
}

export async function insertMember(tx: DbOrTx, row: typeof staff.$inferInsert): Promise<number | undefined> {
  const [created] = await tx.insert(staff).values(row).onConflictDoNothing({ target: staff.username }).returning({ id: staff.id });
  return created?.id;
}

export async function updateMember(tx: DbOrTx, id: number, set: Partial<typeof staff.$inferInsert>): Promise<void> {
  await tx.update(staff).set(set).where(eq(staff.id, id));
}

/** An account-manager card under the row lock, its 身份证号 masked: what the audit log keeps of it. */
export async function lockManagerCard(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ name: accountManagers.name, phone: accountManagers.phone, idCardNo: accountManagers.idCardNo })
    .from(accountManagers)
    .where(eq(accountManagers.id, id))
    .for('update');
  return row && { ...row, idCardNo: maskIdCardNo(row.idCardNo) };
}

export async function setManagerIdCard(tx: DbOrTx, id: number, idCardNo: string): Promise<void> {
  await tx.update(accountManagers).set({ idCardNo }).where(eq(accountManagers.id, id));
}
