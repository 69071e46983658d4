import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { staff, staffSessions } from '../../../db/schema/index.js';

export async function findStaffByUsername(db: DbOrTx, username: string) {
  const [row] = await db.select().from(staff).where(eq(staff.username, username));
  return row;
}

/** Stores a stronger hash of the same password, unless the password was changed meanwhile. */
export async function replaceStaffPasswordHash(db: DbOrTx, staffId: number, old: string, hash: string) {
  await db
    .update(staff)
    .set({ passwordHash: hash })
    .where(and(eq(staff.id, staffId), eq(staff.passwordHash, old)));
}

/** The member's own password in place of the one they were given, unless it was changed meanwhile. */
export async function replaceFirstPassword(db: DbOrTx, staffId: number, old: string, hash: string) {
  await db
    .update(staff)
    .set({ passwordHash: hash, mustChangePassword: false })
    .where(and(eq(staff.id, staffId), eq(staff.passwordHash, old)));
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
