/** Companies for the company-account tests: an owner's store and members with a role in it, logged in. */
import type { StoreRole } from '@yc/contracts';
import type { App } from '../../src/app.js';
import { accounts, accountStores, companies, companyMembers } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/password.js';
import { PAY_PASSWORD, sessionCookie, unusedPhone } from '../fixtures.js';
import { readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';

export const MEMBER_PASSWORD = 'Member@2026';
let memberHash: Promise<string> | undefined;
let payHash: Promise<string> | undefined;

export interface Member extends ReadyBuyer {
  phone: string;
}

/** A verified store with a contract and an address, its owner logged in, and its company made. */
export async function companyOwner(app: App): Promise<{ owner: ReadyBuyer; companyId: number }> {
  const owner = await readyBuyer(app);
  const [company] = await app.db
    .insert(companies)
    .values({ ownerAccountId: owner.accountId, name: '测试连锁' })
    .returning({ id: companies.id });
  await app.db.insert(companyMembers).values({ accountId: owner.accountId, companyId: company.id });
  return { owner, companyId: company.id };
}

/** A member of the company with `role` in the owner's store (and the limits given), logged in there. */
export async function addMember(
  app: App,
  company: { owner: ReadyBuyer; companyId: number },
  role: StoreRole,
  limits: { orderLimit?: number; monthLimit?: number } = {},
): Promise<Member> {
  const phone = unusedPhone();
  const [account] = await app.db
    .insert(accounts)
    .values({
      phone,
      name: `成员${phone.slice(-4)}`,
      passwordHash: await (memberHash ??= hashPassword(MEMBER_PASSWORD)),
      payPasswordHash: await (payHash ??= hashPassword(PAY_PASSWORD)),
    })
    .returning({ id: accounts.id });
  await app.db.insert(companyMembers).values({ accountId: account.id, companyId: company.companyId });
  await app.db.insert(accountStores).values({ accountId: account.id, storeId: company.owner.storeId, role, ...limits });
  const ids = { accountId: account.id, storeId: company.owner.storeId };
  return { ...ids, phone, cookie: await sessionCookie(app, ids) };
}
