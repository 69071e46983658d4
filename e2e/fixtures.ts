/**
 * What journeys prepare in the server's own database, where no page makes it in one step: a store
 * that may check out and pay from its wallet, and the bytes of an upload the server keeps.
 */
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { createDb, type Db } from '../apps/server/src/db/client.js';
import { accounts, accountStores, addresses, storeContracts, stores, walletLedger } from '../apps/server/src/db/schema/index.js';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { DEMO_PAY_PASSWORD } from '../apps/server/src/seed/data/demo-accounts.js';

/** The 支付密码 of the demo member and of every createStore login: wallet and credit payments ask for it. */
export const PAY_PASSWORD = DEMO_PAY_PASSWORD;

/** Types the 支付密码 into the pay page's six boxes, as a buyer does before 立即支付. */
export async function typePayPassword(page: Page): Promise<void> {
  await page.getByRole('group', { name: '支付密码' }).locator('input').first().click();
  await page.keyboard.type(PAY_PASSWORD);
}

/** A 1×1 PNG: the server keeps an upload only when its bytes are what its name says. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Every top-level class of the ordinary category tree, as the seeded chain stores have. */
const FULL_SCOPE = ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'];

export function openServerDatabase(): { db: Db; close: () => Promise<void> } {
  const { db, pool } = createDb(inject('databaseUrl'), 1);
  return { db, close: () => pool.end() };
}

export interface StoreSpec {
  phone: string;
  password: string;
  company: string;
  name: string;
  /** Signed this year's contract (the page sends an unsigned store to /dzht). */
  signed?: boolean;
  /** A default delivery address in Beijing. */
  address?: boolean;
  /** Fen recharged into the wallet. */
  walletFen?: number;
  /** false: no 支付密码 yet (default: PAY_PASSWORD). */
  payPassword?: boolean;
}

/** A login owning one store whose papers passed review, with what the spec asks for. */
export async function createStore(db: Db, spec: StoreSpec): Promise<{ accountId: number; storeId: number }> {
  const [account] = await db
    .insert(accounts)
    .values({ phone: spec.phone, passwordHash: await hashPassword(spec.password), payPasswordHash: spec.payPassword === false ? null : await hashPassword(PAY_PASSWORD), name: spec.name })
    .returning({ id: accounts.id });
  const [store] = await db
    .insert(stores)
    .values({
      company: spec.company,
      contactName: spec.name,
      contactPhone: spec.phone,
      province: '北京市',
      city: '北京市',
      address: '北京市东城区示例胡同1号',
      customerType: '单体药店',
      level: 2,
      businessScope: FULL_SCOPE,
      qualificationStatus: 'passed',
    })
    .returning({ id: stores.id });
  await db.insert(accountStores).values({ accountId: account.id, storeId: store.id, isOwner: true });
  if (spec.signed) {
    const now = Date.now();
    await db.insert(storeContracts).values({
      storeId: store.id,
      contractNo: `E2E-HT-${store.id}`,
      title: '年度药品购销合同',
      validFrom: new Date(now - 86_400_000),
      validUntil: new Date(now + 365 * 86_400_000),
      signedAt: new Date(now),
      signerName: spec.name,
    });
  }
  if (spec.address) {
    await db.insert(addresses).values({
      storeId: store.id,
      consignee: spec.name,
      phone: spec.phone,
      province: '北京市',
      city: '北京市',
      district: '东城区',
      detail: '示例胡同1号',
      isDefault: true,
    });
  }
  if (spec.walletFen) {
    await db
      .insert(walletLedger)
      .values({ storeId: store.id, amount: spec.walletFen, useType: 'recharge', refType: 'e2e', refId: store.id, note: '线下充值' });
  }
  return { accountId: account.id, storeId: store.id };
}
