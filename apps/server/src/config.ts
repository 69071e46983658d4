import os from 'node:os';
import path from 'node:path';
import { paymentsFromEnv, PaymentsEnv, type PaymentsConfig } from './payments-config.js';
import { smsFromEnv, SmsEnv, type SmsConfig } from './sms-config.js';
import { NEAR_EXPIRY_MONTHS } from '@yc/contracts';
import { z } from 'zod';

/** One trusted proxy: an address, a network, or one of proxy-addr's named ranges. */
const PROXY_ADDRESS = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])]);

/**
 * Fastify's `trustProxy`: off (X-Forwarded-* ignored, request.ip is the socket's peer), the proxies'
 * addresses, or a number of proxy hops (Fastify itself trusts no hop for a bare number).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Every interface in the demo; in production only this machine unless set, as the proxy in front is on it. */
  HOST: z.string().optional(),
  /** production: no demo data, accounts or sandbox, migrations apart (npm run migrate); anything else is the demo. */
  NODE_ENV: z.string().optional(),
  /** Migrate under the boot lock at start; the demo's default, while production migrates as a deploy step. */
  MIGRATE_ON_START: z.stringbool().optional(),
  /** Where backups are written (default: `backups` beside DATA_DIR), printed at start so the operator sees it. */
  BACKUP_DIR: z.string().optional(),
  /** How many backups are kept, newest first; older ones go after each backup (ops/backup/retention.ts). */
  BACKUP_KEEP: z.coerce.number().int().min(1, '应至少为 1').max(1000, '不应超过 1000').default(7),
  /** The daily backup's cron (China time), or off; on by default in production only. */
  BACKUP_SCHEDULE: z.string().trim().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Streaming replicas of DATABASE_URL's PostgreSQL, comma-separated, for the catalogue's reads (db/replicas.ts). */
  DATABASE_REPLICA_URLS: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): string[] => {
      const urls = (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      const bad = urls.find((u) => !z.url().safeParse(u).success);
      if (bad === undefined) return urls;
      ctx.addIssue({ code: 'custom', message: `应为以逗号分隔的 PostgreSQL 地址（如 postgres://db2:5432/yc），无法识别「${bad}」` });
      return z.NEVER;
    }),
  /** A replica further behind the primary than this is left out until it catches up; under the after-write cookie's 5 s (plugins/read-replicas.ts). */
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100, '应至少为 100').max(4000, '不应超过 4000').default(1000),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A line for every answered request, for a store with no proxy in front keeping an access log. */
  LOG_REQUESTS: z.stringbool().default(false),
  SEED_GOODS: z.coerce.number().int().min(0).default(3000),
  /** Days of orders, payments and shipments the demo seed writes through the store's services (0: none). */
  SEED_HISTORY_DAYS: z.coerce.number().int().min(0).max(365).default(60),
  /** Goods whose first batch to ship expires within this many months are 近效期. */
  NEAR_EXPIRY_MONTHS: z.coerce.number().int().min(1).max(36).default(NEAR_EXPIRY_MONTHS),
  REDIS_URL: z.string().optional(),
  /** How long a live session is answered from memory at most (plugins/session-cache.ts); 0 reads it on every request. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** A bearer token that lets a scraper outside this machine read /metrics (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, '应至少 16 个字符').optional(),
  /** API worker processes `npm start` runs (node's cluster module), one per core unless set. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  /** Connections each serving process's pool may open; unset, derived from the server's max_connections (main.ts). */
  DB_POOL_MAX: z.coerce.number().int().min(1, '应至少为 1').max(1000, '不应超过 1000').optional(),
  /** After SIGTERM, how long /readyz answers 503 while the store still serves, so a load balancer stops sending. */
  DRAIN_MS: z.coerce.number().int().min(0, '不应为负数').max(120_000, '不应超过 120000 (2 分钟)').optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (!v) return false;
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        return hops > 0 && ((_address: string, hop: number) => hop < hops);
      }
      const entries = v.split(',').map((e) => e.trim());
      const bad = entries.find((e) => !PROXY_ADDRESS.safeParse(e).success);
      if (bad === undefined) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `应为代理层数（如 1）或以逗号分隔的代理地址/网段（如 10.0.0.1,192.168.0.0/16），无法识别「${bad}」`,
      });
      return z.NEVER;
    }),
  ...PaymentsEnv.shape,
  ...SmsEnv.shape,
});

export interface AppConfig {
  /** NODE_ENV=production: the store of real buyers; otherwise the demo. */
  production: boolean;
  migrateOnStart: boolean;
  backup: BackupConfig;
  port: number;
  host: string;
  databaseUrl?: string;
  /** DATABASE_REPLICA_URLS, empty when unset. */
  replicaUrls: string[];
  replicaMaxLagMs: number;
  dataDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logRequests: boolean;
  seedGoods: number;
  seedHistoryDays: number;
  nearExpiryMonths: number;
  /** Built web app to serve beside /api; absent in API-only tests. */
  webDist?: string;
  redisUrl?: string;
  sessionCacheMs: number;
  trustProxy: TrustProxy;
  webConcurrency: number;
  /** DB_POOL_MAX when set. */
  dbPoolMax?: number;
  drainMs: number;
  metricsToken?: string;
  /** Online payment: the providers configured and whether the demo sandbox is on (payments-config.ts). */
  payments: PaymentsConfig;
  /** SMS: the provider and the daily caps (sms-config.ts). */
  sms: SmsConfig;
}

export interface BackupConfig {
  dir: string;
  keep: number;
  /** The daily job's cron; absent: no scheduled backups. */
  schedule?: string;
}

/** 03:30 China time: the quietest hour of a wholesale store, after the midnight batch-expiry job. */
const BACKUP_CRON = '30 3 * * *';

function backupConfig(e: { BACKUP_DIR?: string; BACKUP_KEEP: number; BACKUP_SCHEDULE?: string }, dataDir: string, production: boolean): BackupConfig {
  const schedule = e.BACKUP_SCHEDULE || (production ? BACKUP_CRON : 'off');
  return {
    dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(path.dirname(dataDir), 'backups'),
    keep: e.BACKUP_KEEP,
    schedule: schedule === 'off' ? undefined : schedule,
  };
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`配置错误 ${issue.path.join('.')}: ${issue.message}`);
}

/** What the command-line tools (migrate, admin:create, seed:demo) need: the database, none of the store's providers. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'seedGoods'> {
  const e = parseEnv(EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true, SEED_GOODS: true }), env);
  return { databaseUrl: e.DATABASE_URL, dataDir: path.resolve(e.DATA_DIR), seedGoods: e.SEED_GOODS };
}

/** What `npm run backup` and `npm run restore` need: the database, DATA_DIR and where the backups are. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backup'> {
  const e = parseEnv(EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true, BACKUP_DIR: true, BACKUP_KEEP: true, NODE_ENV: true }), env);
  const dataDir = path.resolve(e.DATA_DIR);
  return { databaseUrl: e.DATABASE_URL, dataDir, backup: backupConfig(e, dataDir, e.NODE_ENV === 'production') };
}

/** Reads and validates the environment once at boot, so a bad setting fails before anything starts. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnv(EnvSchema, env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    migrateOnStart: e.MIGRATE_ON_START ?? !production,
    backup: backupConfig(e, dataDir, production),
    port: e.PORT,
    host: e.HOST ?? (production ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl: e.DATABASE_URL,
    replicaUrls: e.DATABASE_REPLICA_URLS,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    dataDir,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    seedGoods: e.SEED_GOODS,
    seedHistoryDays: e.SEED_HISTORY_DAYS,
    nearExpiryMonths: e.NEAR_EXPIRY_MONTHS,
    redisUrl: e.REDIS_URL,
    sessionCacheMs: e.SESSION_CACHE_MS,
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY,
    dbPoolMax: e.DB_POOL_MAX,
    // A load balancer checks readiness every few seconds; a terminal's Ctrl-C needs no wait for one.
    drainMs: e.DRAIN_MS ?? (production ? 5000 : 500),
    metricsToken: e.METRICS_TOKEN,
    payments: paymentsFromEnv(e, production),
    sms: smsFromEnv(e, production),
  };
}
