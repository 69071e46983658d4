import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountManagers, messages, qualifications, stores } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData } from '../ops/order-flow.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';
import { pendingStore } from './order-fixtures.js';

const app = fileApp();
let reviewer: string;
beforeAll(async () => {
  reviewer = (await loggedInStaff(app, 'reviewer')).cookie;
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  asStaff(app, cookie, { method, url, payload });
const storeRow = async (id: number) => (await app.db.select().from(stores).where(eq(stores.id, id)))[0];
const messagesOf = (storeId: number) => app.db.select().from(messages).where(eq(messages.storeId, storeId));

describe('the review queue', () => {
  it('lists a new store with its waiting certificate, shows the scan, and passing it lets the store see prices', async () => {
    const store = await pendingStore(app);
    const g = await seedGoods(app);
    const queue = (await call(reviewer, 'GET', `/api/admin/stores?status=pending&keywords=${store.username}`)).json().data;
    expect(queue.list).toEqual([
      expect.objectContaining({
        id: store.storeId,
        status: 'pending',
        status_text: '待审核',
        pending_documents: 1,
        contract_state: 'none',
      }),
    ]);

    const detail = (await call(reviewer, 'GET', `/api/admin/stores/${store.storeId}`)).json().data;
    expect(detail.qualifications).toEqual([
      expect.objectContaining({
        type: '营业执照',
        status: 'pending',
        file_url: `/api/admin/stores/${store.storeId}/qualifications/${store.qualificationId}/file`,
      }),
    ]);
    const scan = await call(reviewer, 'GET', detail.qualifications[0].file_url);
    expect(scan.headers['content-type']).toBe('image/png');
    expect(scan.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');

    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: store.username, password: store.password },
    });
    const cookie = `yc_sid=${login.cookies.find((c) => c.name === 'yc_sid')?.value}`;
    expect((await okData<{ price: number | null; price_text: string }>(get(app, cookie, `/api/goods/detail/${g.id}`))).price_text).toBe(
      '资质审核中',
    );

    const passed = await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/pass`);
    expect(passed.json()).toMatchObject({ code: 10000, msg: '资质审核已通过，已通知门店' });
    const seen = await okData<{ price: number | null; price_text: string }>(get(app, cookie, `/api/goods/detail/${g.id}`));
    expect(seen).toMatchObject({ price: g.basePrice / 100, price_text: '' });
    expect((await app.db.select().from(qualifications).where(eq(qualifications.id, store.qualificationId)))[0].status).toBe('passed');
    expect(await messagesOf(store.storeId)).toEqual(expect.arrayContaining([expect.objectContaining({ title: '资质审核通过' })]));
    const [row] = await auditRowsOf(app, 'store', store.storeId);
    expect(row).toMatchObject({
      action: 'store.pass',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'passed' }),
    });

    const again = await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/pass`);
    expect(again.json()).toMatchObject({ code: 400, msg: expect.stringContaining('已审核通过') });
    expect(await auditRowsOf(app, 'store', store.storeId)).toHaveLength(1);
  });

  it('rejects with the reason in a message to the store, and asks for a reason first', async () => {
    const store = await pendingStore(app);
    const empty = await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/reject`, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ msg: '请填写驳回原因' });
    expect((await storeRow(store.storeId)).qualificationStatus).toBe('pending');

    await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/reject`, { reason: '药品经营许可证已过期' });
    expect(await storeRow(store.storeId)).toMatchObject({ qualificationStatus: 'rejected', qualificationReason: '药品经营许可证已过期' });
    const told = (await messagesOf(store.storeId)).find((m) => m.title === '资质审核未通过');
    expect(told?.content).toContain('药品经营许可证已过期');
  });
});

describe('a store’s profile, credit and manager', () => {
  it('saves business scope, customer type, region and level, refusing a class that does not exist', async () => {
    const store = await pendingStore(app);
    const unknown = await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/profile`, {
      customer_type: '诊所',
      province: '湖北省',
      city: '武汉市',
      level: 2,
      business_scope: ['kgr', 'nope'],
    });
    expect(unknown.json()).toMatchObject({ code: 400, msg: '经营范围「nope」不存在' });
    const none = await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/profile`, {
      customer_type: '诊所',
      province: '湖北省',
      city: '武汉市',
      level: 2,
      business_scope: [],
    });
    expect(none.json()).toMatchObject({ code: 422, msg: '请至少选择一项经营范围' });

    await call(reviewer, 'POST', `/api/admin/stores/${store.storeId}/profile`, {
      customer_type: '诊所',
      province: '湖北省',
      city: '武汉市',
      level: 2,
      business_scope: ['kgr', 'qx'],
    });
    expect(await storeRow(store.storeId)).toMatchObject({
      customerType: '诊所',
      province: '湖北省',
      city: '武汉市',
      level: 2,
      businessScope: ['kgr', 'qx'],
    });
    const detail = (await call(reviewer, 'GET', `/api/admin/stores/${store.storeId}`)).json().data;
    expect(detail.business_scope).toEqual([
      expect.objectContaining({ key: 'kgr', name: expect.any(String) }),
      expect.objectContaining({ key: 'qx' }),
    ]);
    expect(detail.business_scope[0].name).not.toBe('kgr');
  });

  it('lets an account manager see and keep only the stores they look after', async () => {
    const [card] = await app.db
      .insert(accountManagers)
      .values({ name: '赵经理', phone: '13900008888' })
      .returning({ id: accountManagers.id });
    const mine = await pendingStore(app);
    const theirs = await pendingStore(app);
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, mine.storeId));
    const manager = await createStaff(app, ['account_manager'], { accountManagerId: card.id });
    const cookie = await staffCookieOf(app, manager);

    const list = (await call(cookie, 'GET', '/api/admin/stores?page_size=100')).json().data;
    expect(list.list.map((s: { id: number }) => s.id)).toEqual([mine.storeId]);
    expect((await call(cookie, 'GET', `/api/admin/stores/${theirs.storeId}`)).statusCode).toBe(404);
    const foreign = await call(cookie, 'POST', `/api/admin/stores/${theirs.storeId}/credit`, { limit: 50000, term_days: 30 });
    expect(foreign.json()).toMatchObject({ code: 404, msg: '门店不存在' });

    await call(cookie, 'POST', `/api/admin/stores/${mine.storeId}/credit`, { limit: 50000, term_days: 45 });
    const detail = (await call(cookie, 'GET', `/api/admin/stores/${mine.storeId}`)).json().data;
    expect(detail).toMatchObject({ manager: { id: card.id, name: '赵经理' }, credit: { limit: 50000, term_days: 45, used: 0 } });
    const bad = await call(cookie, 'POST', `/api/admin/stores/${mine.storeId}/credit`, { limit: 1.5, term_days: 45 });
    expect(bad.json()).toMatchObject({ code: 422, msg: '账期额度须为整数元' });
  });

  it('lets an administrator assign the account manager the store’s header shows', async () => {
    const store = await pendingStore(app);
    const { cookie } = await loggedInStaff(app, 'admin');
    const options = (await call(cookie, 'GET', '/api/admin/stores/options')).json().data;
    const wang = options.managers.find((m: { name: string }) => m.name === '王经理');
    expect(options.customer_types).toEqual(['单体药店', '连锁药店', '诊所', '卫生院']);
    await call(cookie, 'POST', `/api/admin/stores/${store.storeId}/manager`, { manager_id: wang.id });
    expect((await storeRow(store.storeId)).managerId).toBe(wang.id);
    expect((await call(cookie, 'POST', `/api/admin/stores/${store.storeId}/manager`, { manager_id: 999999 })).json()).toMatchObject({
      code: 404,
      msg: '客户经理不存在',
    });
  });
});

describe('certificates about to expire', () => {
  it('lists certificates in force expiring within the days asked, soonest first, with the days left', async () => {
    const store = await pendingStore(app);
    const day = (n: number) => new Date(Date.parse(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)) + n * 86_400_000);
    await app.db.insert(qualifications).values([
      { storeId: store.storeId, type: '药品经营许可证', number: 'EXP-10', expiresAt: day(10), status: 'passed' },
      { storeId: store.storeId, type: 'GSP证书', number: 'EXP-100', expiresAt: day(100), status: 'passed' },
      { storeId: store.storeId, type: '采购委托书', number: 'EXP-OLD', expiresAt: day(-3), status: 'replaced' },
    ]);
    const all = async (days: number) => {
      const rows: { number: string; days_left: number; expired: number; company: string }[] = [];
      for (let page = 1; ; page += 1) {
        const data = (await call(reviewer, 'GET', `/api/admin/stores/expiring?days=${days}&page=${page}&page_size=100`)).json().data;
        rows.push(...data.list);
        if (rows.length >= data.total) return rows;
      }
    };
    const soon = (await all(30)).filter((r) => r.number.startsWith('EXP-'));
    expect(soon).toEqual([expect.objectContaining({ number: 'EXP-10', days_left: 10, expired: 0 })]);
    expect((await all(120)).filter((r) => r.number.startsWith('EXP-')).map((r) => r.number)).toEqual(['EXP-10', 'EXP-100']);
  });
});
