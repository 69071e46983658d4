/// <reference types="vite/client" />
/**
 * For every /api/admin call of ./calls/*.ts: no session, a buyer's session and a staff member
 * without the role are refused and nothing changes; the allowed member succeeds, and a change
 * leaves its audit row.
 */
import { STAFF_ROLES, type StaffRole } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';
import type { AdminCall } from './admin-call.js';

const files = import.meta.glob<{ calls: AdminCall[] }>('./calls/*.ts', { eager: true });
const calls = Object.entries(files).flatMap(([file, m]) => m.calls.map((call) => ({ file: file.replace('./calls/', ''), call })));

const app = fileApp();

/** A role the call does not allow, if there is one. */
const refusedRole = (call: AdminCall): StaffRole | undefined =>
  call.roles.length === 0 ? undefined : STAFF_ROLES.find((r) => r !== 'admin' && !call.roles.includes(r));

/** The member who makes the call: its first role, so a test of a non-admin role proves that role suffices. */
const allowedRole = (call: AdminCall): StaffRole[] => (call.roles.length ? [call.roles[0]] : []);

async function auditCount(call: AdminCall, ctx: unknown): Promise<number> {
  if (!call.change) return 0;
  const id = await call.change.audit.entityId(ctx, app);
  return id === undefined ? 0 : (await auditRowsOf(app, call.change.audit.entity, id)).length;
}

async function expectUnchanged(call: AdminCall, ctx: unknown, before: unknown, auditsBefore: number): Promise<void> {
  if (!call.change) return;
  expect(await call.change.read(app, ctx)).toEqual(before);
  expect(await auditCount(call, ctx)).toBe(auditsBefore);
}

/** A JSON answer must say 10000; a file (a scan, a PDF) is a 200 of its own type. */
function expectSuccess(res: { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }): void {
  expect(res.statusCode, res.body).toBe(200);
  if (String(res.headers['content-type']).startsWith('application/json')) expect(res.json(), res.body).toMatchObject({ code: 10000 });
}

describe('every /api/admin call', () => {
  it('has calls listed', () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  describe.each(calls)('$file: $call.name', ({ call }) => {
    it('is refused without a staff session, with a buyer session and without the role, and nothing changes', async () => {
      const ctx = await call.prepare?.(app);
      const request = call.request(ctx);
      const before = await call.change?.read(app, ctx);
      const auditsBefore = await auditCount(call, ctx);

      const anonymous = await app.inject({ method: request.method, url: request.url, payload: request.payload });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 10001, msg: '请先登录管理后台' });
      await expectUnchanged(call, ctx, before, auditsBefore);

      const { cookie: buyerCookie } = await loggedInBuyer(app);
      const asBuyer = await asStaff(app, buyerCookie, request);
      expect(asBuyer.statusCode).toBe(401);
      expect(asBuyer.json().code).toBe(10001);
      await expectUnchanged(call, ctx, before, auditsBefore);

      const role = refusedRole(call);
      if (role) {
        const { cookie } = await loggedInStaff(app, role);
        const refused = await asStaff(app, cookie, request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 403, msg: '您的账号没有此项操作的权限' });
        await expectUnchanged(call, ctx, before, auditsBefore);
      }
    });

    it('is made by a member of an allowed role, and a change leaves its audit row', async () => {
      const ctx = await call.prepare?.(app);
      const before = await call.change?.read(app, ctx);
      const member = await createStaff(app, allowedRole(call), call.memberOptions?.(ctx));
      const res = await asStaff(app, await staffCookieOf(app, member), call.request(ctx));
      expectSuccess(res);
      if (!call.change) return;
      expect(await call.change.read(app, ctx)).not.toEqual(before);
      const id = await call.change.audit.entityId(ctx, app);
      expect(id).toBeDefined();
      const [row] = await auditRowsOf(app, call.change.audit.entity, id as string | number);
      expect(row).toMatchObject({ staffId: member.staffId, action: call.change.audit.action });
      expect(row.after).not.toBeNull();
    });
  });
});
