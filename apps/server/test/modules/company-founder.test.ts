/**
 * The founder of a company (issue 35): it manages every store of its company whatever role it gave
 * itself, nobody else changes its roles or disables it, and company-wide settings and API keys
 * belong to it (or to a 负责人 of every store), never to a 负责人 of one store.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountStores, companies, companyApiKeys, companyMembers, stores } from '../../src/db/schema/index.js';
import { fileApp } from '../helper.js';
import { get, okData, post } from '../ops/order-flow.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();

/** A company of two stores, its founder logged in at the first, and a member made 负责人 of the first alone. */
async function twoStoreCompany() {
  const c = await companyOwner(app);
  const [second] = await app.db
    .insert(stores)
    .values({
      company: '测试连锁二店',
      contactName: '店长',
      contactPhone: '13900000000',
      province: '北京市',
      city: '北京市',
      customerType: '单体药店',
    })
    .returning({ id: stores.id });
  await app.db.insert(accountStores).values({ accountId: c.owner.accountId, storeId: second.id, isOwner: true });
  const coOwner = await addMember(app, c, 'owner');
  return { ...c, secondStoreId: second.id, coOwner };
}

const rolesOf = async (accountId: number) =>
  (
    await app.db
      .select({ storeId: accountStores.storeId, role: accountStores.role })
      .from(accountStores)
      .where(eq(accountStores.accountId, accountId))
  )
    .map((r) => `${r.storeId}:${r.role}`)
    .sort();
const settingsOf = async (companyId: number) =>
  (
    await app.db.select({ r: companies.approverRole, h: companies.approvalHoldHours }).from(companies).where(eq(companies.id, companyId))
  )[0];

describe('the founder', () => {
  it('cannot be demoted or disabled by a 负责人 of one store, who cannot change company-wide settings or keys either', async () => {
    const c = await twoStoreCompany();
    const founderRoles = await rolesOf(c.owner.accountId);
    const demote = await post(app, c.coOwner.cookie, `/api/company/members/${c.owner.accountId}/roles`, {
      roles: [{ store_id: c.owner.storeId, role: 'buyer' }],
    });
    expect(demote.json()).toMatchObject({ code: 400, msg: '只有企业创建人本人可以更改创建人的角色和限额' });
    const limits = await post(app, c.coOwner.cookie, `/api/company/members/${c.owner.accountId}/limits`, {
      store_id: c.owner.storeId,
      order_limit_fen: 100,
      month_limit_fen: '',
    });
    expect(limits.json()).toMatchObject({ code: 400, msg: '只有企业创建人本人可以更改创建人的角色和限额' });
    const disable = await post(app, c.coOwner.cookie, `/api/company/members/${c.owner.accountId}/disable`, {});
    expect(disable.json()).toMatchObject({ code: 400, msg: '不能停用企业创建人' });
    expect(await rolesOf(c.owner.accountId)).toEqual(founderRoles);
    expect((await app.db.select().from(companyMembers).where(eq(companyMembers.accountId, c.owner.accountId)))[0].disabledAt).toBeNull();

    const before = await settingsOf(c.companyId);
    const settings = await post(app, c.coOwner.cookie, '/api/company/settings', { approver_role: 'finance', approval_hold_hours: 3 });
    expect(settings.json()).toMatchObject({ code: 400, msg: '企业设置和API密钥只能由企业创建人或全部店铺的负责人管理' });
    expect(await settingsOf(c.companyId)).toEqual(before);
    const key = await post(app, c.coOwner.cookie, '/api/company/api_keys', { name: 'ERP' });
    expect(key.json()).toMatchObject({ code: 400, msg: '企业设置和API密钥只能由企业创建人或全部店铺的负责人管理' });
    expect((await get(app, c.coOwner.cookie, '/api/company/api_keys')).json().code).toBe(400);
    expect(await app.db.select().from(companyApiKeys).where(eq(companyApiKeys.companyId, c.companyId))).toEqual([]);

    // The founder's own key is not the co-负责人's to revoke.
    const made = await okData<{ id: number }>(post(app, c.owner.cookie, '/api/company/api_keys', { name: 'ERP' }));
    expect((await post(app, c.coOwner.cookie, `/api/company/api_keys/${made.id}/revoke`, {})).json().code).toBe(400);
    expect((await app.db.select().from(companyApiKeys).where(eq(companyApiKeys.id, made.id)))[0].revokedAt).toBeNull();
  });

  it('manages every store whatever role it gave itself: it restores itself and disables the co-负责人', async () => {
    const c = await twoStoreCompany();
    /** The founder's own roles: `here` in its first store, 负责人 in the second. */
    const founderRoles = (here: string) =>
      okData(
        post(app, c.owner.cookie, `/api/company/members/${c.owner.accountId}/roles`, {
          roles: [
            { store_id: c.owner.storeId, role: here },
            { store_id: c.secondStoreId, role: 'owner' },
          ],
        }),
      );
    await founderRoles('finance');
    expect(await okData(get(app, c.owner.cookie, '/api/company/me'))).toMatchObject({ role: 'finance' });
    const view = await okData<{ my_permissions: string[] }>(get(app, c.owner.cookie, '/api/company'));
    expect(view.my_permissions).toContain('manage');
    // As 财务 here it still restores itself, then may disable the co-负责人 (the store keeps a 负责人).
    await founderRoles('owner');
    expect(await okData(get(app, c.owner.cookie, '/api/company/me'))).toMatchObject({ role: 'owner' });
    await okData(post(app, c.owner.cookie, `/api/company/members/${c.coOwner.accountId}/disable`, {}));
    await okData(post(app, c.owner.cookie, '/api/company/settings', { approver_role: 'finance', approval_hold_hours: 3 }));
  });

  it('lets a 负责人 of every store keep the company-wide settings, and no other company’s founder reach them', async () => {
    const c = await companyOwner(app);
    const coOwner = await addMember(app, c, 'owner');
    await okData(post(app, coOwner.cookie, '/api/company/settings', { approver_role: 'finance', approval_hold_hours: 5 }));
    expect(await settingsOf(c.companyId)).toEqual({ r: 'finance', h: 5 });
    // Another company's founder: the member is not found, and its roles may name only its own stores.
    const other = await companyOwner(app);
    const foreign = await post(app, other.owner.cookie, `/api/company/members/${c.owner.accountId}/roles`, {
      roles: [{ store_id: other.owner.storeId, role: 'buyer' }],
    });
    expect(foreign.json()).toMatchObject({ code: 404, msg: '成员不存在' });
    const otherStore = await post(app, coOwner.cookie, `/api/company/members/${coOwner.accountId}/roles`, {
      roles: [{ store_id: other.owner.storeId, role: 'owner' }],
    });
    expect(otherStore.json().msg).toBe('只能在您担任负责人的店铺中分配角色');
    expect(await rolesOf(c.owner.accountId)).toEqual([`${c.owner.storeId}:owner`]);
  });

  it('refuses 采购员, 财务 and 查看 the founder’s roles, the settings and the keys before the handler', async () => {
    const c = await twoStoreCompany();
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      const m = await addMember(app, c, role);
      for (const [url, body] of [
        [`/api/company/members/${c.owner.accountId}/roles`, { roles: [{ store_id: c.owner.storeId, role: 'buyer' }] }],
        [`/api/company/members/${c.owner.accountId}/disable`, {}],
        ['/api/company/settings', { approver_role: 'finance', approval_hold_hours: 3 }],
        ['/api/company/api_keys', { name: 'ERP' }],
      ] as const) {
        expect({ url, role, status: (await post(app, m.cookie, url, body)).statusCode }).toEqual({ url, role, status: 403 });
      }
    }
    expect(await rolesOf(c.owner.accountId)).toEqual([`${c.owner.storeId}:owner`, `${c.secondStoreId}:owner`].sort());
  });
});
