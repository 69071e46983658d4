/**
 * The role table of plugins/permissions.ts over every buyer route the app answers: each of 采购员,
 * 财务 and 查看 is refused (HTTP 403, code 403, a Chinese message naming its role) every call its role
 * may not make, before the handler runs; 负责人 may make all of them.
 */
import { Code, mayDo, PERMISSION_ROLES, roleRefusal, STORE_ROLES, type StoreRole } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { walletLedger } from '../../src/db/schema/index.js';
import { permissionOf, ROUTE_PERMISSIONS } from '../../src/plugins/permissions.js';
import { fundWallet, PAY_PASSWORD, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, placeOrder, post, get } from '../ops/order-flow.js';
import { appRoutes } from '../route-tree.js';
import { addMember, companyOwner, type Member } from './company-fixtures.js';

const app = fileApp();
let members: Record<Exclude<StoreRole, 'owner'>, Member>;
let company: Awaited<ReturnType<typeof companyOwner>>;
beforeAll(async () => {
  company = await companyOwner(app);
  members = {
    buyer: await addMember(app, company, 'buyer'),
    finance: await addMember(app, company, 'finance'),
    viewer: await addMember(app, company, 'viewer'),
  };
});

const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1').replace(/\*$/, 'x');

describe('the role table', () => {
  it('names only routes the app answers, and 负责人 may do everything', () => {
    const known = new Set(appRoutes(app).map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(ROUTE_PERMISSIONS).filter((k) => !known.has(k))).toEqual([]);
    for (const roles of Object.values(PERMISSION_ROLES)) expect(roles).toContain('owner');
  });

  it('leaves to 负责人 alone only the changes of the store itself: new calls must be placed in the table', () => {
    const ownerOnly = appRoutes(app)
      .filter((r) => r.method !== 'GET' && permissionOf(r.method, r.url) === 'manage')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(ownerOnly).toEqual(
      [
        'POST /api/user/zizhi',
        'POST /api/contract/sign',
        'POST /api/multi/link',
        'DELETE /api/multi/untie',
        'POST /api/address',
        'POST /api/address/:id',
        'DELETE /api/address/:id',
        'POST /api/address/:id/default',
        'POST /api/company/members/invite',
        'POST /api/company/members/:id/roles',
        'POST /api/company/members/:id/limits',
        'POST /api/company/members/:id/disable',
        'POST /api/company/members/:id/enable',
        'POST /api/company/settings',
        'POST /api/company/stores/approval',
        'POST /api/company/api_keys',
        'POST /api/company/api_keys/:id/revoke',
      ].sort(),
    );
  });

  it('refuses every role each buyer call its role may not make, in Chinese, before the handler', async () => {
    const routes = appRoutes(app).filter((r) => permissionOf(r.method, r.url) !== null);
    expect(routes.length).toBeGreaterThan(100);
    let refused = 0;
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      for (const r of routes) {
        const permission = permissionOf(r.method, r.url)!;
        if (mayDo(role, permission)) continue;
        const res = await app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { cookie: members[role].cookie },
          payload: r.method === 'GET' ? undefined : {},
        });
        expect({ route: `${r.method} ${r.url}`, role, status: res.statusCode, body: res.json() }).toEqual({
          route: `${r.method} ${r.url}`,
          role,
          status: 403,
          body: { code: Code.FORBIDDEN, msg: roleRefusal(role, permission), data: null },
        });
        refused += 1;
      }
    }
    // 采购员 cannot pay, 财务 cannot buy, 查看 can change nothing of the store.
    expect(refused).toBeGreaterThan(60);
  });

  it('lets each role make the calls of its role', async () => {
    const goods = await seedGoods(app);
    const order = await placeOrder(app, members.buyer, [{ goods, number: 1 }]);
    await fundWallet(app, company.owner.storeId, order.payFen);
    const paid = await okData(
      post(app, members.finance.cookie, '/api/pay/order', { order_id: order.orderId, method: 'wallet', pay_password: PAY_PASSWORD }),
    );
    expect(paid).toMatchObject({ status: 'paid' });
    const list = await okData<{ list: { id: number; status: string }[] }>(get(app, members.viewer.cookie, '/api/order/list?status=all'));
    expect(list.list.find((o) => o.id === order.orderId)?.status).toBe('paid');
  });

  it('writes nothing when a 采购员 tries to pay', async () => {
    const goods = await seedGoods(app);
    const order = await placeOrder(app, members.buyer, [{ goods, number: 1 }]);
    await fundWallet(app, company.owner.storeId, order.payFen);
    const ledger = async () => (await app.db.select().from(walletLedger).where(eq(walletLedger.storeId, company.owner.storeId))).length;
    const before = await ledger();
    const res = await post(app, members.buyer.cookie, '/api/pay/order', {
      order_id: order.orderId,
      method: 'wallet',
      pay_password: PAY_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('您在当前店铺的角色是「采购员」，无权付款或管理资金');
    expect(await ledger()).toBe(before);
  });

  it('gives every role its permissions to hide what it cannot do', async () => {
    for (const role of STORE_ROLES.filter((r) => r !== 'owner')) {
      const me = await okData<{ role: string; permissions: string[] }>(
        get(app, members[role as Exclude<StoreRole, 'owner'>].cookie, '/api/company/me'),
      );
      expect(me.role).toBe(role);
      expect(me.permissions).toEqual(
        Object.entries(PERMISSION_ROLES)
          .filter(([, roles]) => roles.includes(role))
          .map(([p]) => p),
      );
    }
  });
});
