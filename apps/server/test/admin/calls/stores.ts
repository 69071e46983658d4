import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { accountManagers, creditAccounts, stores } from '../../../src/db/schema/index.js';
import { adminCall } from '../admin-call.js';
import { pendingStore } from '../order-fixtures.js';

const profileOf = async (app: App, { storeId }: { storeId: number }) =>
  (
    await app.db
      .select({
        status: stores.qualificationStatus,
        type: stores.customerType,
        level: stores.level,
        scope: stores.businessScope,
        managerId: stores.managerId,
      })
      .from(stores)
      .where(eq(stores.id, storeId))
  )[0];

const storeAudit = (action: string) => ({ action, entity: 'store', entityId: ({ storeId }: { storeId: number }) => storeId });

/** A waiting store looked after by a manager card, and that card. */
async function managedStore(app: App) {
  const store = await pendingStore(app);
  const [card] = await app.db
    .insert(accountManagers)
    .values({ name: '测试经理', phone: '13900009999' })
    .returning({ id: accountManagers.id });
  await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, store.storeId));
  return { ...store, managerId: card.id };
}

let credit = 10_000;

export const calls = [
  adminCall({
    name: 'GET /api/admin/stores',
    roles: ['reviewer', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/stores?status=pending' }),
  }),
  adminCall({
    name: 'GET /api/admin/stores/options',
    roles: ['reviewer', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/stores/options' }),
  }),
  adminCall({
    name: 'GET /api/admin/stores/expiring',
    roles: ['reviewer', 'account_manager'],
    request: () => ({ method: 'GET', url: '/api/admin/stores/expiring?days=60' }),
  }),
  adminCall({
    name: 'GET /api/admin/stores/:id',
    roles: ['reviewer', 'account_manager'],
    prepare: pendingStore,
    request: ({ storeId }) => ({ method: 'GET', url: `/api/admin/stores/${storeId}` }),
  }),
  adminCall({
    name: 'GET /api/admin/stores/:id/qualifications/:qid/file',
    roles: ['reviewer', 'account_manager'],
    prepare: pendingStore,
    request: ({ storeId, qualificationId }) => ({
      method: 'GET',
      url: `/api/admin/stores/${storeId}/qualifications/${qualificationId}/file`,
    }),
  }),
  adminCall({
    name: 'POST /api/admin/stores/:id/pass',
    roles: ['reviewer'],
    prepare: pendingStore,
    request: ({ storeId }) => ({ method: 'POST', url: `/api/admin/stores/${storeId}/pass` }),
    change: { read: profileOf, audit: storeAudit('store.pass') },
  }),
  adminCall({
    name: 'POST /api/admin/stores/:id/reject',
    roles: ['reviewer'],
    prepare: pendingStore,
    request: ({ storeId }) => ({ method: 'POST', url: `/api/admin/stores/${storeId}/reject`, payload: { reason: '营业执照照片不清晰' } }),
    change: { read: profileOf, audit: storeAudit('store.reject') },
  }),
  adminCall({
    name: 'POST /api/admin/stores/:id/profile',
    roles: ['reviewer', 'account_manager'],
    prepare: pendingStore,
    request: ({ storeId }) => ({
      method: 'POST',
      url: `/api/admin/stores/${storeId}/profile`,
      payload: { customer_type: '诊所', province: '湖北省', city: '武汉市', level: 3, business_scope: ['kgr', 'qx'] },
    }),
    change: { read: profileOf, audit: storeAudit('store.update') },
  }),
  adminCall({
    name: 'POST /api/admin/stores/:id/credit',
    roles: ['account_manager'],
    prepare: managedStore,
    memberOptions: ({ managerId }) => ({ accountManagerId: managerId }),
    request: ({ storeId }) => ({
      method: 'POST',
      url: `/api/admin/stores/${storeId}/credit`,
      payload: { limit: (credit += 1000), term_days: 45 },
    }),
    change: {
      read: async (app, { storeId }) => (await app.db.select().from(creditAccounts).where(eq(creditAccounts.storeId, storeId)))[0] ?? null,
      audit: storeAudit('store.credit'),
    },
  }),
  adminCall({
    name: 'POST /api/admin/stores/:id/manager',
    roles: ['admin'],
    prepare: async (app) => {
      const store = await pendingStore(app);
      const [card] = await app.db.select({ id: accountManagers.id }).from(accountManagers).limit(1);
      return { ...store, managerId: card.id };
    },
    request: ({ storeId, managerId }) => ({
      method: 'POST',
      url: `/api/admin/stores/${storeId}/manager`,
      payload: { manager_id: managerId },
    }),
    change: { read: profileOf, audit: storeAudit('store.manager') },
  }),
];
