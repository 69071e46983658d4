/** Console (staff) sessions for API tests: members of any roles, their cookies, and the audit rows they leave. */
import { and, desc, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { StaffRole } from '@yc/contracts';
import type { App } from '../src/app.js';
import { auditLog, staff, staffSessions } from '../src/db/schema/index.js';
import { hashingEachPasswordOnce } from '../src/lib/password.js';

export const STAFF_PASSWORD = 'Staff@2026';
// Hashed once for every staff member a file makes (scrypt at OWASP's cost takes half a second).
const staffHash = hashingEachPasswordOnce();
/** The seeded console logins (apps/server/src/seed/data/staff.ts). */
export const SEEDED_STAFF = { admin: 'admin', reviewer: 'reviewer', merchandiser: 'merchandiser', warehouse: 'warehouse', account_manager: 'manager' } as const;
export const SEEDED_STAFF_PASSWORD = 'Pharma@2026';

let seq = 0;

export interface TestStaff {
  staffId: number;
  username: string;
  password: string;
  roles: StaffRole[];
}

/** A fresh staff member of these roles (a test that disables or edits one leaves the seeded ones alone). */
export async function createStaff(app: App, roles: StaffRole[], opts: { accountManagerId?: number; enabled?: boolean } = {}): Promise<TestStaff> {
  seq += 1;
  const username = `t${process.pid % 100000}_${seq}`;
  const [row] = await app.db
    .insert(staff)
    .values({
      username,
      name: `测试${roles.length ? roles.join('+') : '无角色'}${seq}`,
      roles,
      passwordHash: await staffHash(STAFF_PASSWORD),
      accountManagerId: opts.accountManagerId ?? null,
      enabled: opts.enabled ?? true,
    })
    .returning({ id: staff.id });
  return { staffId: row.id, username, password: STAFF_PASSWORD, roles };
}

/** The cookie of a console session, written directly (no login rate limit), as POST /api/admin/login would set it. */
export async function staffCookieOf(app: App, member: { staffId: number }): Promise<string> {
  const id = crypto.randomBytes(32).toString('base64url');
  await app.db.insert(staffSessions).values({ id, staffId: member.staffId, expiresAt: new Date(Date.now() + 3_600_000) });
  return `yc_staff=${id}`;
}

/** A fresh member of these roles and the cookie of a session of it. */
export async function loggedInStaff(app: App, ...roles: StaffRole[]): Promise<{ member: TestStaff; cookie: string }> {
  const member = await createStaff(app, roles);
  return { member, cookie: await staffCookieOf(app, member) };
}

/** Logs in through POST /api/admin/login and returns the cookie header a browser would send to /api/admin. */
export async function staffLogin(app: App, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  if (res.json().code !== 10000) throw new Error(`staff login failed: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'yc_staff');
  if (!cookie) throw new Error('no staff cookie');
  return `yc_staff=${cookie.value}`;
}

/** Audit rows of one entity, newest first. */
export function auditRowsOf(app: App, entity: string, entityId: string | number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

/** A console call with the staff cookie (a JSON body; the server takes form bodies alike). */
export function asStaff(app: App, cookie: string, call: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> }) {
  return app.inject({ method: call.method, url: call.url, headers: { cookie }, payload: call.payload });
}
