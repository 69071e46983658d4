import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;
/** OWASP's minimum for scrypt (Password Storage Cheat Sheet): N=2^17, r=8, p=1, about 128 MiB and half a second a hash. */
const OWASP = { N: 2 ** 17, r: 8, p: 1 } as const;
/**
 * The test suite's cost (PASSWORD_HASH_COST=test, refused in production), as Devise lowers bcrypt's
 * stretches under test: its lock tests check fifty passwords in a row. The parameters' own test runs at OWASP's.
 */
const TEST_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
/**
 * `demo`: the demo seed's 支付密码, public in the README, hashed at the test cost outside production: the
 * demo start's history pays some 150 orders from the wallet or 账期, and each check at OWASP's cost took
 * 60-110 s of its two minutes. Its logins stay at today's cost (a login would replace them anyway), and a
 * 支付密码 set, reset or changed later is hashed at today's cost.
 */
type HashCost = 'current' | 'demo';
const params = (cost: HashCost = 'current') =>
  process.env.NODE_ENV !== 'production' && (cost === 'demo' || process.env.PASSWORD_HASH_COST === 'test') ? TEST_COST : OWASP;
const KEYLEN = 32;
/** Hashes from before are checked with their own N; anything above this is no hash of ours and is not worth 1 GiB. */
const MAX_N = 2 ** 20;

/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's N, so each call names its own. */
const optionsOf = (N: number, r: number, p: number): crypto.ScryptOptions => ({ N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 });

/** scrypt with a per-password salt, stored as `scrypt$N$r$p$salt$hash` so parameters can grow later. */
export async function hashPassword(password: string, cost: HashCost = 'current'): Promise<string> {
  const { N, r, p } = params(cost);
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, optionsOf(N, r, p));
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (algo !== 'scrypt' || !salt || !hash || !(N <= MAX_N)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, optionsOf(N, R, P));
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash made with weaker parameters than today's: the login that proves the password stores it again (hashPassword). */
export function needsRehash(stored: string): boolean {
  const [algo, n, r, p] = stored.split('$');
  const now = params();
  return algo !== 'scrypt' || Number(n) < now.N || Number(r) < now.r || Number(p) < now.p;
}

/**
 * A hasher for seeds and fixtures that write many accounts with one password: each password is
 * hashed once (half a second each at OWASP's cost), every account sharing the one hash.
 */
export function hashingEachPasswordOnce(cost: HashCost = 'current'): (password: string) => Promise<string> {
  const hashes = new Map<string, Promise<string>>();
  return (password) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password, cost)));
    return hash;
  };
}

/** A hash to compare against when the user does not exist, so both paths take the same time (today's parameters). */
export const dummyHash = (): string => {
  const { N, r, p } = params();
  return `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
};
