import type { Tx } from '../db/client.js';
import {
  accountManagers,
  accounts,
  accountStores,
  addresses,
  cashVouchers,
  companies,
  companyMembers,
  coupons,
  creditAccounts,
  creditLedger,
  messages,
  pointsLedger,
  qualifications,
  storeContracts,
  storeCoupons,
  stores,
  walletLedger,
} from '../db/schema/index.js';
import { hashingEachPasswordOnce } from '../lib/password.js';
import { accountManagers as managerSeeds, demoAccounts } from './data/demo-accounts.js';
import type { CouponSeed, DemoAccountSeed, StoreSeed, WalletSeed } from './data/types.js';
import { seedDayShift } from './seed-day.js';

/** The demo's few passwords, each hashed once for every account that has it. */
const demoHash = hashingEachPasswordOnce();
/** Its 支付密码 at the demo's cost (lib/password.ts): the history checks one at each wallet or 账期 payment. */
export const demoPayHash = hashingEachPasswordOnce('demo');

const shift = seedDayShift();

const DAY = 86_400_000;

async function seedWallet(tx: Tx, storeId: number, w: WalletSeed, brandIds: Map<string, number>): Promise<void> {
  await tx
    .insert(walletLedger)
    .values({ storeId, amount: w.balance_fen, useType: 'recharge', refType: 'seed', refId: storeId, note: '开户充值' });
  await tx.insert(creditAccounts).values({ storeId, limit: w.credit_limit_fen, termDays: 30 });
  if (w.credit_used_fen > 0) {
    const due = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    await tx
      .insert(creditLedger)
      .values({ storeId, amount: w.credit_used_fen, type: 'use', refType: 'seed', refId: storeId, dueDate: due });
  }
  await tx.insert(pointsLedger).values({ storeId, points: w.points, reason: 'adjust', note: '开户赠送积分' });
  for (const c of w.coupons) {
    const [tpl] = await tx.insert(coupons).values(couponTemplate(c, brandIds)).returning({ id: coupons.id });
    await tx
      .insert(storeCoupons)
      .values({ storeId, couponId: tpl.id, source: 'issue', usedAt: c.status === 'used' ? new Date(Date.now() - 3 * DAY) : null });
  }
  await tx.insert(cashVouchers).values([
    { storeId, name: '开业现金券', amount: 5000, validTo: new Date(Date.now() + 90 * DAY) },
    { storeId, name: '老客回馈现金券', amount: 2000, validTo: new Date(Date.now() + 30 * DAY) },
  ]);
}

export function couponTemplate(c: CouponSeed, brandIds: Map<string, number>): typeof coupons.$inferInsert {
  const scope =
    c.scope.kind === 'all'
      ? ({ kind: 'all' } as const)
      : c.scope.kind === 'category'
        ? ({ kind: 'category', category_keys: c.scope.category_keys } as const)
        : ({ kind: 'brand', brand_ids: c.scope.brand_keys.map((k) => brandIds.get(k) ?? 0).filter(Boolean) } as const);
  return {
    name: c.name,
    type: c.type,
    amount: c.type === 'amount' ? c.amount_fen : 0,
    rate: c.type === 'rate' ? c.rate_percent : 100,
    maxDiscount: c.type === 'rate' ? c.max_discount_fen : 0,
    threshold: c.threshold_fen,
    scope,
    validFrom: new Date(shift(c.valid_from)),
    validTo: new Date(`${shift(c.valid_to)}T23:59:59+08:00`),
  };
}

export async function seedStore(tx: Tx, s: StoreSeed, managerIds: Map<string, number>, brandIds: Map<string, number>): Promise<number> {
  const [store] = await tx
    .insert(stores)
    .values({
      company: s.company,
      contactName: s.contact_name,
      contactPhone: s.contact_phone,
      province: s.province,
      city: s.city,
      address: `${s.province}${s.city}${s.district}${s.address}`,
      customerType: s.customer_type,
      level: s.is_passed ? 2 : 1,
      businessScope: s.business_scope,
      qualificationStatus: s.is_passed ? 'passed' : 'pending',
      managerId: managerIds.get(s.account_manager_key),
    })
    .returning({ id: stores.id });
  const storeId = store.id;
  if (s.addresses.length) await tx.insert(addresses).values(s.addresses.map((a) => ({ storeId, ...a, isDefault: a.is_default })));
  if (s.qualifications.length) {
    await tx
      .insert(qualifications)
      .values(
        s.qualifications.map((q) => ({
          storeId,
          type: q.type,
          number: q.number,
          expiresAt: new Date(shift(q.valid_until)),
          status: q.status,
        })),
      );
  }
  if (s.contract) {
    const c = s.contract;
    await tx.insert(storeContracts).values({
      storeId,
      contractNo: c.contract_no,
      title: c.title,
      validFrom: new Date(shift(c.valid_from)),
      // The demo contract runs a year from seeding, so a demo store does not fall back to 459 after New Year.
      validUntil: new Date(Date.now() + 365 * DAY),
      signedAt: c.signed && c.signed_at ? new Date(shift(c.signed_at)) : null,
      signerName: c.signed ? s.contact_name : null,
    });
  }
  if (s.wallet) await seedWallet(tx, storeId, s.wallet, brandIds);
  await tx.insert(messages).values({
    storeId,
    type: 'system',
    title: '欢迎使用药采云',
    content: s.is_passed ? '您的资质已审核通过，可以正常采购。' : '您的资质正在审核中，审核通过后即可查看价格并下单。',
  });
  return storeId;
}

export async function seedAccounts(tx: Tx, brandIds: Map<string, number>): Promise<void> {
  const managers = await tx
    .insert(accountManagers)
    .values(managerSeeds.map((m) => ({ name: m.name, phone: m.phone, isDefault: m.is_default, idCardNo: m.id_card_no })))
    .returning({ id: accountManagers.id });
  const managerIds = new Map(managerSeeds.map((m, i) => [m.key, managers[i].id]));
  for (const a of demoAccounts) {
    const [account] = await tx
      .insert(accounts)
      .values({
        phone: a.phone,
        passwordHash: await demoHash(a.password),
        payPasswordHash: a.pay_password ? await demoPayHash(a.pay_password) : null,
        name: a.name,
        email: a.email,
      })
      .returning({ id: accounts.id });
    const storeIds: number[] = [];
    for (const s of a.stores) {
      const storeId = await seedStore(tx, s, managerIds, brandIds);
      await tx.insert(accountStores).values({ accountId: account.id, storeId, isOwner: true });
      storeIds.push(storeId);
    }
    if (a.company) await seedCompany(tx, account.id, storeIds, a.company);
  }
}

/** The founder and its members, each member with its role and per-order limit in every store of the company. */
async function seedCompany(
  tx: Tx,
  ownerAccountId: number,
  storeIds: number[],
  company: NonNullable<DemoAccountSeed['company']>,
): Promise<void> {
  const [row] = await tx.insert(companies).values({ ownerAccountId, name: company.name }).returning({ id: companies.id });
  await tx.insert(companyMembers).values({ accountId: ownerAccountId, companyId: row.id });
  for (const m of company.members) {
    const [member] = await tx
      .insert(accounts)
      .values({ phone: m.phone, passwordHash: await demoHash(m.password), name: m.name })
      .returning({ id: accounts.id });
    await tx.insert(companyMembers).values({ accountId: member.id, companyId: row.id });
    await tx
      .insert(accountStores)
      .values(storeIds.map((storeId) => ({ accountId: member.id, storeId, role: m.role, orderLimit: m.order_limit_fen })));
  }
}
