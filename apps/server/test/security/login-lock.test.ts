/**
 * Password attempts are counted per (scope, account, client) before the password is checked, lock
 * with growing delays, and keep staff and buyers apart, with the counters in PostgreSQL and, when
 * REDIS_URL is set, in Redis.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.js';
import { databaseKey } from '../../src/db/pool.js';
import { triesLeft } from '../../src/lib/attempt-lock.js';
import { verifyPassword } from '../../src/lib/password.js';
import { createBuyer } from '../fixtures.js';
import { testDatabaseUrl } from '../file-database.js';
import { fileApp } from '../helper.js';
import { createStaff } from '../staff-fixtures.js';

vi.mock('../../src/lib/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/password.js')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const REDIS_URL = 'redis://127.0.0.1:6379';
const OWNER = '198.51.100.8';
/** Each test guesses from an address of its own, so the per-address request limit (30 a minute) never answers for the lock. */
let strangers = 0;
const nextStranger = () => `203.0.113.${(strangers += 1)}`;

const postgresApp = fileApp(10);
const redisApp = fileApp(10, { redisUrl: REDIS_URL });
let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(() => redis.disconnect());

type Credentials = { username: string; password: string };
const buyerLogin = (app: App, { username, password }: Credentials, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, remoteAddress });
const staffLogin = (app: App, { username, password }: Credentials, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress });

/** How many times this password was checked against a hash. */
const checksOf = (password: string) => vi.mocked(verifyPassword).mock.calls.filter(([given]) => given === password).length;

/** Moves a running lock's end into the past, as if its minutes had gone by. */
const backends = [
  {
    name: 'PostgreSQL',
    app: () => postgresApp,
    endLock: async (subject: string, client: string) => {
      await postgresApp.db.execute(
        sql`UPDATE attempt_locks SET locked_until = now() - interval '1 second' WHERE subject = ${subject} AND client = ${client}`,
      );
    },
  },
  {
    name: 'Redis',
    app: () => redisApp,
    endLock: async (subject: string, client: string) => {
      const key = `yc:${databaseKey({ connectionString: testDatabaseUrl() })}:attempt:${JSON.stringify(['buyer-login', subject, client])}`;
      expect(await redis.exists(key)).toBe(1);
      await redis.hset(key, 'lockedUntil', Date.now() - 1000);
    },
  },
];

describe.each(backends)('password attempts counted in $name', ({ app, endLock }) => {
  it('locks the stranger’s client after five failures, while the owner logs in from their own network', async () => {
    const stranger = nextStranger();
    const owner = await createBuyer(app());
    const wrong = { username: owner.username, password: 'guess-1234' };
    for (let i = 0; i < 4; i += 1) expect((await buyerLogin(app(), wrong, stranger)).json()).toMatchObject({ code: 400, msg: '账号或密码错误' });
    const fifth = await buyerLogin(app(), wrong, stranger);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: 429, msg: '密码错误次数过多，请1分钟后再试', data: null });
    // The right password from the locked client is not even checked.
    expect((await buyerLogin(app(), owner, stranger)).json()).toMatchObject({ code: 429 });
    expect((await buyerLogin(app(), owner, OWNER)).json()).toMatchObject({ code: 10000 });
  });

  it('checks at most five of thirty concurrent wrong passwords', async () => {
    const stranger = nextStranger();
    const owner = await createBuyer(app());
    const password = `concurrent-${Math.random()}`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => buyerLogin(app(), { username: owner.username, password }, stranger)));
    expect(checksOf(password)).toBeGreaterThan(0);
    expect(checksOf(password)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('makes each next lock longer: 1, 2, then 4 minutes', async () => {
    const stranger = nextStranger();
    const owner = await createBuyer(app());
    const wrong = { username: owner.username, password: 'guess-5678' };
    const lockMessages: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) await endLock(owner.username, stranger);
      for (let i = 0; i < 4; i += 1) expect((await buyerLogin(app(), wrong, stranger)).json().code).toBe(400);
      lockMessages.push((await buyerLogin(app(), wrong, stranger)).json().msg);
    }
    expect(lockMessages).toEqual(['密码错误次数过多，请1分钟后再试', '密码错误次数过多，请2分钟后再试', '密码错误次数过多，请4分钟后再试']);
  });

  it('forgets the failures once the client logs in', async () => {
    const stranger = nextStranger();
    const owner = await createBuyer(app());
    const wrong = { username: owner.username, password: 'typo-typo' };
    for (let i = 0; i < 4; i += 1) await buyerLogin(app(), wrong, stranger);
    expect((await buyerLogin(app(), owner, stranger)).json().code).toBe(10000);
    for (let i = 0; i < 4; i += 1) expect((await buyerLogin(app(), wrong, stranger)).json().code).toBe(400);
  });

  it('tells how many tries are left before the lock', async () => {
    const stranger = nextStranger();
    const owner = await createBuyer(app());
    const key = { scope: 'buyer-login', subject: owner.username, client: stranger } as const;
    expect(await triesLeft(app().db, key)).toBe(5);
    for (let i = 0; i < 2; i += 1) await buyerLogin(app(), { username: owner.username, password: 'typo-typo' }, stranger);
    expect(await triesLeft(app().db, key)).toBe(3);
    expect(await triesLeft(app().db, { ...key, client: OWNER })).toBe(5);
  });

  it('keeps buyer and staff names apart: buyer failures named after a staff member do not lock that member', async () => {
    const stranger = nextStranger();
    const member = await createStaff(app(), ['warehouse']);
    // The old shared log keyed staff names as `staff:<name>`, which a buyer could type as a phone.
    for (const name of [`staff:${member.username}`, member.username]) {
      for (let i = 0; i < 6; i += 1) await buyerLogin(app(), { username: name, password: 'nope-nope' }, stranger);
    }
    expect((await staffLogin(app(), member, stranger)).json()).toMatchObject({ code: 10000 });
  });

  it('refuses unknown clients once a name has failed fifty times from many clients, but not the owner’s known one', async () => {
    const owner = await createBuyer(app());
    expect((await buyerLogin(app(), owner, OWNER)).json().code).toBe(10000);
    const wrong = { username: owner.username, password: 'botnet-guess' };
    for (let n = 0; n < 10; n += 1) {
      for (let i = 0; i < 5; i += 1) await buyerLogin(app(), wrong, `192.0.2.${n + 1}`);
    }
    const newcomer = await buyerLogin(app(), owner, '192.0.2.200');
    expect(newcomer.json()).toMatchObject({ code: 429, msg: expect.stringMatching(/^密码错误次数过多，请\d+分钟后再试$/) });
    expect((await buyerLogin(app(), owner, OWNER)).json().code).toBe(10000);
  });
});
