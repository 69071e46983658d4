/**
 * How failed passwords lock (OWASP ASVS 5.0 6.3.1 / 6.3.5), shared by the PostgreSQL and Redis
 * counters so both lock the same way.
 */
export type LockScope = 'buyer-login' | 'staff-login' | 'pay-password';

export interface AttemptKey {
  scope: LockScope;
  /** The account the password belongs to, as typed (a phone, a staff name, an account id). */
  subject: string;
  /** The caller's address (`request.ip`). */
  client: string;
}

export const ATTEMPT_POLICY = {
  /** Failures of one subject from one client within the window before that client is locked. */
  maxFailures: 5,
  windowSeconds: 15 * 60,
  /** The first lock lasts a minute; each next one doubles, up to the cap. */
  firstLockSeconds: 60,
  maxLockSeconds: 15 * 60,
  /** Failures of one subject from all clients within the window before unknown clients are refused. */
  subjectCeiling: 50,
  /** A client that logged in within this time passes the subject's ceiling (its own limit still holds). */
  knownClientSeconds: 30 * 86_400,
  /** A client quiet for this long starts again from the first lock's length. */
  forgetSeconds: 86_400,
} as const;

/** The subject-wide counter is a row (or hash) whose client is this, an address no request has. */
export const ALL_CLIENTS = '*';

export const lockSeconds = (lockCount: number) =>
  Math.min(ATTEMPT_POLICY.firstLockSeconds * 2 ** lockCount, ATTEMPT_POLICY.maxLockSeconds);

/** Where attempts are counted: PostgreSQL by default, Redis when REDIS_URL is set. */
export interface AttemptCounters {
  /** Counts one attempt before its check; answers the seconds to wait when the check may not run. */
  reserve(key: AttemptKey): Promise<number | undefined>;
  /** The check failed: answers the lock's seconds when this failure locked the client. */
  fail(key: AttemptKey): Promise<number | undefined>;
  /** The check passed: the client's failures and locks are forgotten and it becomes known. */
  succeed(key: AttemptKey): Promise<void>;
  /** Attempts counted against the client in the current window (0 once a lock or the window has ended). */
  failures(key: AttemptKey): Promise<number>;
}
