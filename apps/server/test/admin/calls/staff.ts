import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { accountManagers, staff } from '../../../src/db/schema/index.js';
import { createStaff } from '../../staff-fixtures.js';
import { adminCall } from '../admin-call.js';

let seq = 0;
const memberRow = async (app: App, where: { id?: number; username?: string }) =>
  (
    await app.db
      .select()
      .from(staff)
      .where(where.id ? eq(staff.id, where.id) : eq(staff.username, where.username ?? ''))
  )[0] ?? null;
const newCard = async (app: App) =>
  (await app.db.insert(accountManagers).values({ name: '权限测试经理', phone: '13900008888' }).returning({ id: accountManagers.id }))[0];
const idCardOf = async (app: App, id: number) =>
  (await app.db.select({ no: accountManagers.idCardNo }).from(accountManagers).where(eq(accountManagers.id, id)))[0]?.no;

export const calls = [
  adminCall({ name: 'GET /api/admin/dashboard', roles: ['admin'], request: () => ({ method: 'GET', url: '/api/admin/dashboard' }) }),
  adminCall({ name: 'GET /api/admin/dashboard/queue', roles: [], request: () => ({ method: 'GET', url: '/api/admin/dashboard/queue' }) }),
  adminCall({ name: 'GET /api/admin/staff', roles: ['admin'], request: () => ({ method: 'GET', url: '/api/admin/staff?keywords=a' }) }),
  adminCall({
    name: 'POST /api/admin/staff',
    roles: ['admin'],
    prepare: async () => ({ username: `new_${process.pid % 10000}_${(seq += 1)}` }),
    request: ({ username }) => ({
      method: 'POST',
      url: '/api/admin/staff',
      payload: { username, name: '新员工', roles: ['warehouse'], password: 'Start2026x' },
    }),
    change: {
      read: (app, { username }) => memberRow(app, { username }),
      audit: { action: 'staff.create', entity: 'staff', entityId: async ({ username }, app) => (await memberRow(app, { username }))?.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/staff/:id',
    roles: ['admin'],
    prepare: (app) => createStaff(app, ['warehouse']),
    request: ({ staffId }) => ({
      method: 'POST',
      url: `/api/admin/staff/${staffId}`,
      payload: { name: '改名员工', roles: ['warehouse', 'reviewer'], enabled: 0 },
    }),
    change: {
      read: (app, { staffId }) => memberRow(app, { id: staffId }),
      audit: { action: 'staff.update', entity: 'staff', entityId: ({ staffId }) => staffId },
    },
  }),
  adminCall({
    name: 'POST /api/admin/staff/:id/password',
    roles: ['admin'],
    prepare: (app) => createStaff(app, ['warehouse']),
    request: ({ staffId }) => ({ method: 'POST', url: `/api/admin/staff/${staffId}/password`, payload: { password: 'Reset2026x' } }),
    change: {
      read: (app, { staffId }) => memberRow(app, { id: staffId }),
      audit: { action: 'staff.password', entity: 'staff', entityId: ({ staffId }) => staffId },
    },
  }),
  adminCall({
    name: 'GET /api/admin/account-managers',
    roles: ['admin'],
    request: () => ({ method: 'GET', url: '/api/admin/account-managers' }),
  }),
  adminCall({
    name: 'POST /api/admin/account-managers/:id/id-card',
    roles: ['admin'],
    prepare: newCard,
    request: ({ id }) => ({
      method: 'POST',
      url: `/api/admin/account-managers/${id}/id-card`,
      payload: { id_card_no: '11010519491231002X' },
    }),
    change: {
      read: (app, { id }) => idCardOf(app, id),
      audit: { action: 'account_manager.id_card', entity: 'account_manager', entityId: ({ id }) => id },
    },
  }),
];
