/**
 * Daily caps on SMS codes (against SMS pumping), on top of the one-a-minute rule: per phone, per
 * login and per client address, each day a China calendar day. Counted by rate-limiter-flexible in
 * PostgreSQL (table sms_daily_caps) or, when REDIS_URL is set, in Redis, as the login locks are.
 */
import type { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { Code } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { poolOf } from '../../db/pool.js';
import { chinaToday } from '../../lib/china-day.js';
import { refuse } from '../../lib/errors.js';

export interface DailyCapLimits {
  perPhone: number;
  perAccount: number;
  perClient: number;
}

export const DEFAULT_DAILY_CAPS: DailyCapLimits = { perPhone: 10, perAccount: 20, perClient: 30 };

/** Who a code is counted against: the phone, the login asking (null when nobody is logged in), the client's address. */
export interface CapSubjects {
  phone: string;
  accountId: number | null;
  client: string;
}

type CapName = keyof DailyCapLimits;

const REACHED: Record<CapName, string> = {
  perPhone: '该手机号今日获取验证码次数已达上限，请明天再试',
  perAccount: '您的账号今日获取验证码次数已达上限，请明天再试',
  perClient: '当前网络今日获取验证码次数已达上限，请明天再试',
};

type Limiters = Record<CapName, RateLimiterAbstract>;

// A day's keys carry the day, so a counter only has to outlive its day: a day from its first code does.
const DAY_SECONDS = 86_400;

/** The table is made by the migrations, so no API process needs the right to create one. */
function postgresLimiters(db: Db, limits: DailyCapLimits): Limiters {
  const make = (name: CapName, clearExpired: boolean) =>
    new RateLimiterPostgres({
      storeClient: poolOf(db),
      storeType: 'pool',
      tableName: 'sms_daily_caps',
      tableCreated: true,
      keyPrefix: name,
      points: limits[name],
      duration: DAY_SECONDS,
      // One of the three sweeps the shared table.
      clearExpiredByTimeout: clearExpired,
    });
  return { perPhone: make('perPhone', true), perAccount: make('perAccount', false), perClient: make('perClient', false) };
}

/** `namespace` keeps deployments (or test databases) sharing one Redis apart, as the attempt counters do. */
function redisDailyCaps(redis: Redis, namespace: string, limits: DailyCapLimits): Limiters {
  const make = (name: CapName) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${namespace}sms-daily:${name}`, points: limits[name], duration: DAY_SECONDS });
  return { perPhone: make('perPhone'), perAccount: make('perAccount'), perClient: make('perClient') };
}

const limitersOf = new WeakMap<Db, Limiters>();

/** Binds the caps of every code sent through this database handle (PostgreSQL unless Redis is given; from plugins/abuse-counters.ts). */
export function useDailyCaps(db: Db, limits: DailyCapLimits, redis?: { client: Redis; namespace: string }): void {
  limitersOf.set(db, redis ? redisDailyCaps(redis.client, redis.namespace, limits) : postgresLimiters(db, limits));
}

function limiters(db: Db): Limiters {
  let l = limitersOf.get(db);
  if (!l) {
    l = postgresLimiters(db, DEFAULT_DAILY_CAPS);
    limitersOf.set(db, l);
  }
  return l;
}

/**
 * Counts one code against today's caps, or refuses (code 429, a Chinese message) when one is
 * reached, giving back what it took from the others. Answers the refund for a send the provider refused.
 */
export async function takeDailyCaps(db: Db, who: CapSubjects): Promise<() => Promise<void>> {
  const day = chinaToday();
  const l = limiters(db);
  const keys: [CapName, string][] = [
    ['perPhone', who.phone],
    ['perClient', who.client],
  ];
  if (who.accountId !== null) keys.splice(1, 0, ['perAccount', String(who.accountId)]);
  const taken: [CapName, string][] = [];
  const refund = () => Promise.all(taken.map(([name, key]) => l[name].reward(key, 1))).then(() => undefined);
  for (const [name, subject] of keys) {
    const key = `${day}:${subject}`;
    try {
      await l[name].consume(key);
    } catch (err) {
      await refund();
      if (err instanceof RateLimiterRes) throw refuse(REACHED[name], Code.TOO_MANY);
      throw err;
    }
    taken.push([name, key]);
  }
  return refund;
}
