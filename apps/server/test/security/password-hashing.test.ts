/**
 * Passwords are hashed at OWASP's minimum for scrypt (N=2^17, r=8, p=1; issue 35), a hash of the
 * weaker parameters before is replaced at the next right login of a buyer or a staff member, and an
 * unknown name is checked against a hash of today's cost.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accounts, staff } from '../../src/db/schema/index.js';
import { dummyHash, hashPassword, verifyPassword } from '../../src/lib/password.js';
import { createBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { createStaff } from '../staff-fixtures.js';

// The suite hashes at a test cost (vitest.config.ts); this file checks the production parameters.
vi.stubEnv('PASSWORD_HASH_COST', '');
const app = fileApp();
const OWASP = ['scrypt', '131072', '8', '1'];
const paramsOf = (hash: string) => hash.split('$').slice(0, 4);

/** A hash as the store made them before: scrypt N=2^14. */
function oldHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

let client = 0;
const login = (url: string, username: string, password: string) =>
  app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: `198.51.100.${(client += 1)}` });

describe('password hashes', () => {
  it('are made with N=2^17, r=8, p=1, and the unknown-name check costs the same', async () => {
    const hash = await hashPassword('Pharma@2026');
    expect(paramsOf(hash)).toEqual(OWASP);
    expect(await verifyPassword('Pharma@2026', hash)).toBe(true);
    expect(await verifyPassword('Pharma@2025', hash)).toBe(false);
    expect(paramsOf(dummyHash())).toEqual(OWASP);
  });

  it('of a buyer, made before, are checked and replaced at the next right login only', async () => {
    const b = await createBuyer(app);
    const before = oldHash(b.password);
    await app.db.update(accounts).set({ passwordHash: before }).where(eq(accounts.id, b.accountId));
    const stored = async () => (await app.db.select({ h: accounts.passwordHash }).from(accounts).where(eq(accounts.id, b.accountId)))[0].h;

    expect((await login('/api/user/login', b.username, 'Wrong@2026')).json().code).not.toBe(10000);
    expect(await stored()).toBe(before);

    expect((await login('/api/user/login', b.username, b.password)).json().code).toBe(10000);
    const after = await stored();
    expect(paramsOf(after)).toEqual(OWASP);
    expect(await verifyPassword(b.password, after)).toBe(true);
    expect((await login('/api/user/login', b.username, b.password)).json().code).toBe(10000);
    expect(await stored()).toBe(after);
  });

  it('of a staff member, made before, are replaced at the next right login', async () => {
    const member = await createStaff(app, ['warehouse']);
    await app.db.update(staff).set({ passwordHash: oldHash(member.password) }).where(eq(staff.id, member.staffId));
    expect((await login('/api/admin/login', member.username, member.password)).json().code).toBe(10000);
    const [row] = await app.db.select({ h: staff.passwordHash }).from(staff).where(eq(staff.id, member.staffId));
    expect(paramsOf(row.h)).toEqual(OWASP);
    expect(await verifyPassword(member.password, row.h)).toBe(true);
  });
});
