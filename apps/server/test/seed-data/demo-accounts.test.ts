import { describe, expect, it } from 'vitest';
import { categoryTrees } from '../../src/seed/data/categories.js';
import { accountManagers, DEMO_PASSWORD, demoAccounts } from '../../src/seed/data/demo-accounts.js';

// Spec section 5: mobile numbers are 11 digits starting 1[3-9].
const MOBILE = /^1[3-9]\d{9}$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

describe('demo accounts', () => {
  const [member, pending] = demoAccounts;

  it('has the two demo logins with the shared demo password', () => {
    expect(demoAccounts.map((a) => a.username)).toEqual(['13800000001', '13800000002']);
    expect(DEMO_PASSWORD).toBe('Pharma@2026');
    for (const a of demoAccounts) {
      expect(a.password).toBe('Pharma@2026');
      expect(a.phone).toMatch(MOBILE);
    }
  });

  it('gives the verified member two passed Beijing chain stores with a signed contract and a dedicated manager', () => {
    expect(member.stores.map((s) => s.company)).toEqual(['仁济大药房(朝阳店)', '仁济大药房(海淀店)']);
    for (const s of member.stores) {
      expect(s.is_passed).toBe(true);
      expect(s.province).toBe('北京市');
      expect(s.customer_type).toBe('连锁药店');
      expect(s.contract?.signed).toBe(true);
      expect(s.account_manager_key).toBe('wang');
      expect(s.qualifications.every((q) => q.status === 'passed')).toBe(true);
      expect(s.addresses.filter((a) => a.is_default)).toHaveLength(1);
      for (const a of s.addresses) expect(a.phone).toMatch(MOBILE);
    }
    const wang = accountManagers.find((m) => m.key === 'wang');
    expect(wang).toEqual({ key: 'wang', name: '王经理', phone: '13900000001', is_default: 0, id_card_no: '110105198806120036' });
  });

  it('leaves the clinic waiting for review, without a contract, served by the default desk', () => {
    expect(pending.stores).toHaveLength(1);
    const clinic = pending.stores[0];
    expect(clinic.company).toBe('康宁诊所');
    expect(clinic.is_passed).toBe(false);
    expect(clinic.contract).toBeNull();
    expect(clinic.qualifications.some((q) => q.status === 'pending')).toBe(true);
    const desk = accountManagers.find((m) => m.key === clinic.account_manager_key);
    expect(desk).toEqual({ key: 'service-desk', name: '客服中心', phone: '400-800-1234', is_default: 1, id_card_no: '' });
  });

  it('funds only the first store, with 3-5 valid coupons', () => {
    const [first, second] = member.stores;
    expect(second.wallet).toBeNull();
    expect(pending.stores[0].wallet).toBeNull();
    const wallet = first.wallet;
    expect(wallet).not.toBeNull();
    if (!wallet) return;
    for (const n of [wallet.balance_fen, wallet.credit_limit_fen, wallet.credit_used_fen, wallet.points]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(wallet.credit_used_fen).toBeLessThanOrEqual(wallet.credit_limit_fen);
    expect(wallet.coupons.length).toBeGreaterThanOrEqual(3);
    expect(wallet.coupons.length).toBeLessThanOrEqual(5);
    for (const c of wallet.coupons) {
      expect(c.valid_from).toMatch(ISO_DATE);
      expect(c.valid_to).toMatch(ISO_DATE);
      expect(c.valid_from < c.valid_to).toBe(true);
      expect(c.threshold_fen).toBeGreaterThan(0);
      if (c.type === 'amount') expect(c.amount_fen).toBeLessThan(c.threshold_fen);
      else {
        expect(c.rate_percent).toBeGreaterThan(0);
        expect(c.rate_percent).toBeLessThan(100);
      }
      if (c.scope.kind === 'category') {
        for (const key of c.scope.category_keys) expect(categoryTrees.ordinary.some((n) => n.key === key)).toBe(true);
      }
    }
    expect(wallet.coupons.some((c) => c.status === 'unused')).toBe(true);
  });

  it('scopes every store to real top-level classes, with the Haidian store lacking decoction pieces', () => {
    const roots = new Set(categoryTrees.ordinary.map((n) => n.key));
    for (const s of demoAccounts.flatMap((a) => a.stores)) {
      for (const key of s.business_scope) expect(roots.has(key)).toBe(true);
      expect(accountManagers.some((m) => m.key === s.account_manager_key)).toBe(true);
    }
    expect(member.stores[0].business_scope).toContain('zyyp');
    expect(member.stores[1].business_scope).not.toContain('zyyp');
  });
});
