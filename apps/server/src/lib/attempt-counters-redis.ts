/**
 * Attempt counters in Redis, with the semantics of the PostgreSQL ones: each step is one Lua script,
 * which Redis runs alone, on Redis's clock. A client's hash is kept a day after its last attempt,
 * a month after its last success (so it stays known).
 */
import type { Redis } from 'ioredis';
import { ALL_CLIENTS, ATTEMPT_POLICY as P, type AttemptCounters, type AttemptKey } from './attempt-policy.js';

const PREAMBLE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local max, window, ceiling, known, forget, firstLock, maxLock =
  tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local function num(v) return tonumber(v) or 0 end
local function lockLength(count) return math.min(firstLock * 2 ^ count, maxLock) end
local function keep(key, ms) if redis.call('PTTL', key) < ms then redis.call('PEXPIRE', key, ms) end end
`;

/** Answers -1 when the check may run, else the milliseconds to wait. */
const RESERVE = `${PREAMBLE}
local s = redis.call('HMGET', KEYS[2], 'failures', 'windowStart')
local c = redis.call('HMGET', KEYS[1], 'failures', 'windowStart', 'lockedUntil', 'lockCount', 'succeededAt', 'updatedAt')
if num(s[1]) >= ceiling and num(s[2]) > now - window and num(c[5]) < now - known then
  return num(s[2]) + window - now
end
local failures, windowStart, lockedUntil, lockCount = num(c[1]), num(c[2]), num(c[3]), num(c[4])
if lockedUntil > now then return lockedUntil - now end
if num(c[6]) < now - forget then lockCount = 0 end
if lockedUntil > 0 or windowStart <= now - window then
  failures, windowStart = 1, now
else
  failures = math.min(failures + 1, max + 1)
end
redis.call('HSET', KEYS[1], 'failures', failures, 'windowStart', windowStart, 'lockedUntil', 0, 'lockCount', lockCount, 'updatedAt', now)
keep(KEYS[1], forget)
if failures > max then return lockLength(lockCount) end
return -1
`;

/** Answers the lock's milliseconds when this failure set it, else -1. */
const FAIL = `${PREAMBLE}
local s = redis.call('HMGET', KEYS[2], 'failures', 'windowStart')
if num(s[2]) <= now - window then
  redis.call('HSET', KEYS[2], 'failures', 1, 'windowStart', now)
else
  redis.call('HINCRBY', KEYS[2], 'failures', 1)
end
redis.call('PEXPIRE', KEYS[2], window)
local c = redis.call('HMGET', KEYS[1], 'failures', 'lockedUntil', 'lockCount')
if num(c[1]) >= max and num(c[2]) <= now then
  local length = lockLength(num(c[3]))
  redis.call('HSET', KEYS[1], 'lockedUntil', now + length, 'lockCount', num(c[3]) + 1, 'updatedAt', now)
  keep(KEYS[1], forget)
  return length
end
return -1
`;

const SUCCEED = `${PREAMBLE}
redis.call('HSET', KEYS[1], 'failures', 0, 'windowStart', now, 'lockedUntil', 0, 'lockCount', 0, 'succeededAt', now, 'updatedAt', now)
keep(KEYS[1], known)
return -1
`;

const FAILURES = `${PREAMBLE}
local c = redis.call('HMGET', KEYS[1], 'failures', 'windowStart', 'lockedUntil')
if (num(c[3]) > 0 and num(c[3]) <= now) or num(c[2]) <= now - window then return 0 end
return num(c[1])
`;

const ARGS = [P.maxFailures, P.windowSeconds, P.subjectCeiling, P.knownClientSeconds, P.forgetSeconds, P.firstLockSeconds, P.maxLockSeconds].map(
  (n, i) => (i === 0 || i === 2 ? n : n * 1000),
);

/** `namespace` keeps deployments (or test databases) sharing one Redis apart. */
export function redisAttemptCounters(redis: Redis, namespace: string): AttemptCounters {
  // JSON keeps the parts apart whatever a typed name holds (a colon, an IPv6 address).
  const keys = ({ scope, subject, client }: AttemptKey) => [
    `${namespace}attempt:${JSON.stringify([scope, subject, client])}`,
    `${namespace}attempt:${JSON.stringify([scope, subject, ALL_CLIENTS])}`,
  ];
  const evaluate = async (script: string, key: AttemptKey) => Number(await redis.eval(script, 2, ...keys(key), ...ARGS));
  const run = async (script: string, key: AttemptKey) => {
    const ms = await evaluate(script, key);
    return ms < 0 ? undefined : ms / 1000;
  };
  return {
    reserve: (key) => run(RESERVE, key),
    fail: (key) => run(FAIL, key),
    succeed: async (key) => {
      await run(SUCCEED, key);
    },
    failures: (key) => evaluate(FAILURES, key),
  };
}
