import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { staff, staffSessions } from '../../../db/schema/index.js';
import { preparedPerHandle } from '../../catalog/prepared.js';

/** Runs on every console request: a session of an enabled staff member that has not expired. */
const liveStaffSession = preparedPerHandle((db) =>
  db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      username: staff.username,
      name: staff.name,
      roles: staff.roles,
      accountManagerId: staff.accountManagerId,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.id, sql.placeholder('id')), gt(staffSessions.expiresAt, sql`now()`), eq(staff.enabled, true)))
    .prepare('find_live_staff_session'),
);

export async function findLiveStaffSession(db: DbOrTx, id: string) {
  const [row] = await liveStaffSession(db).execute({ id });
  return row;
}

export async function findStaffByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

export async function insertStaffSession(db: DbOrTx, s: { id: string; staffId: number; expiresAt: Date }) {
  await db.insert(staffSessions).values(s);
}

export async function deleteStaffSession(db: DbOrTx, id: string) {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Ends every session of a member, so a disabled member or a new password takes effect at once. */
export async function deleteSessionsOf(db: DbOrTx, staffId: number) {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
