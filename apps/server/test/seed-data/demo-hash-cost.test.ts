/**
 * The demo seed's 支付密码 are hashed at the demo's cost (lib/password.ts), so the demo start's history
 * pays its wallet and 账期 orders in seconds: only outside production, its logins at today's cost, and
 * a 支付密码 changed later is hashed at today's cost again.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../src/db/schema/index.js';
import { hashPassword, verifyPassword } from '../../src/lib/password.js';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../src/seed/data/demo-accounts.js';
import { seedHistoryStores } from '../../src/seed/history/stores.js';
import { fileApp, login } from '../helper.js';

// The suite hashes at its test cost (vitest.config.ts); this file checks today's cost beside the demo's.
vi.stubEnv('PASSWORD_HASH_COST', '');
const app = fileApp();
const OWASP = ['scrypt', '131072', '8', '1'];
const DEMO = ['scrypt', '16384', '8', '1'];
const paramsOf = (hash: string | null) => (hash ?? '').split('$').slice(0, 4);

afterEach(() => {
  vi.stubEnv('NODE_ENV', 'test');
});

describe('the demo’s hash cost', () => {
  it('is the lower one outside production only', async () => {
    expect(paramsOf(await hashPassword(DEMO_PAY_PASSWORD, 'demo'))).toEqual(DEMO);
    vi.stubEnv('NODE_ENV', 'production');
    expect(paramsOf(await hashPassword(DEMO_PAY_PASSWORD, 'demo'))).toEqual(OWASP);
  });

  it('holds the history stores’ 支付密码, not their logins, and a changed 支付密码 is hashed at today’s cost', async () => {
    const [first] = await seedHistoryStores(app.db);
    const stored = async () =>
      (
        await app.db
          .select({ login: accounts.passwordHash, pay: accounts.payPasswordHash })
          .from(accounts)
          .where(eq(accounts.phone, first.seed.phone))
      )[0];
    const seeded = await stored();
    expect(paramsOf(seeded.login)).toEqual(OWASP);
    expect(paramsOf(seeded.pay)).toEqual(DEMO);

    const cookie = await login(app, { username: first.seed.phone, password: DEMO_PASSWORD });
    const changed = await app.inject({
      method: 'POST',
      url: '/api/user/payPassword/change',
      headers: { cookie },
      payload: { old_password: DEMO_PAY_PASSWORD, password: '528461' },
    });
    expect(changed.json().code).toBe(10000);
    const after = await stored();
    expect(paramsOf(after.pay)).toEqual(OWASP);
    expect(await verifyPassword('528461', after.pay ?? '')).toBe(true);
  });
});
