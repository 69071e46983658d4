import type { StaffRole } from '@yc/contracts';
import type { FastifyInstance } from 'fastify';
import { findLiveStaffSession } from './session-queries.js';

/** The console's own cookie, sent only to /api/admin: a buyer's `yc_sid` never opens the console. */
export const STAFF_COOKIE = 'yc_staff';
export const STAFF_COOKIE_PATH = '/api/admin';

export interface StaffContext {
  sessionId: string;
  staffId: number;
  username: string;
  name: string;
  roles: StaffRole[];
  /** The account-manager card this member is (account managers see their own stores). */
  accountManagerId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

/** Reads the staff session of every console request (roles and `enabled` are read afresh each time). */
export function registerStaffSession(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const sid = request.cookies[STAFF_COOKIE];
    if (!sid) return;
    const row = await findLiveStaffSession(app.db, sid);
    if (row) request.staff = { ...row, roles: row.roles as StaffRole[] };
  });
}
