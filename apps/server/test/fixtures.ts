import { accounts, accountStores, stores } from '../src/db/schema/index.js';
import type { App } from '../src/app.js';
import { hashPassword } from '../src/lib/password.js';

let seq = 0;

/**
 * A fresh buyer of its own, so a test that changes a store (signs, pays, switches) leaves the
 * demo accounts as the other test files expect them.
 */
export async function createBuyer(
  app: App,
  opts: { passed?: boolean; province?: string; customerType?: string; scope?: string[] } = {},
): Promise<{ username: string; password: string; storeId: number; accountId: number }> {
  seq += 1;
  const username = `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const password = 'Test@2026';
  const [account] = await app.db
    .insert(accounts)
    .values({ phone: username, passwordHash: await hashPassword(password), name: '测试采购员' })
    .returning({ id: accounts.id });
  const [store] = await app.db
    .insert(stores)
    .values({
      company: `测试大药房${seq}号店`,
      contactName: '测试采购员',
      contactPhone: username,
      province: opts.province ?? '北京市',
      city: '北京市',
      customerType: opts.customerType ?? '单体药店',
      businessScope: opts.scope ?? ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'],
      qualificationStatus: opts.passed === false ? 'pending' : 'passed',
    })
    .returning({ id: stores.id });
  await app.db.insert(accountStores).values({ accountId: account.id, storeId: store.id, isOwner: true });
  return { username, password, storeId: store.id, accountId: account.id };
}
