/** The staff session lookup behind every console request. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { preparedPerHandle } from '../../../db/prepared.js';
import { staff, staffSessions } from '../../../db/schema/index.js';

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
