/**
 * A production store as an operator runs one: its own empty database on this machine's PostgreSQL
 * (CI's PostgreSQL 15 at 127.0.0.1:5432, or the server of DATABASE_URL), main.ts and the npm tools as
 * child processes with NODE_ENV=production and dummy Aliyun SMS settings (production refuses the outbox).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDefaultUser } from '../../src/db/client.js';
import { maintenanceUrl } from '../database-names.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const server = maintenanceUrl(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres');

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database made for this test alone, and a drop of exactly that one. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `yc_prod_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}"`);
  const u = new URL(withDefaultUser(server));
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'test-key-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'test-key-secret',
  ALIYUN_SMS_SIGN_NAME: '药采云',
  ALIYUN_SMS_TEMPLATE_VERIFY_CODE: 'SMS_1',
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITE: 'SMS_2',
  ALIYUN_SMS_TEMPLATE_PHONE_CHANGED: 'SMS_3',
  ALIYUN_SMS_TEMPLATE_ARRIVAL: 'SMS_4',
  WEB_CONCURRENCY: '1',
  LOG_LEVEL: 'info',
};

function childEnv(databaseUrl: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION_ENV, DATABASE_URL: databaseUrl, ...extra };
  // The suite's own settings are the demo's; a production process has none of them.
  for (const key of ['PAYMENT_SANDBOX', 'PASSWORD_HASH_COST', 'REDIS_URL', 'MIGRATE_ON_START', 'HOST']) if (!(key in extra)) delete env[key];
  return env;
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run <tool>` as a child: its script under src, the input piped to its stdin. */
export function runTool(script: string, databaseUrl: string, args: string[] = [], input = '', extra: Record<string, string> = {}): Promise<Finished> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: serverDir, env: childEnv(databaseUrl, extra) });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, ...out })));
}

async function freePort(): Promise<number> {
  const s = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => s.once('listening', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}

export interface ProductionStore {
  base: string;
  out: { stdout: string; stderr: string };
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** main.ts in production on `databaseUrl`; resolves once /readyz answers 200, or with the exit of a start that failed. */
export async function startProduction(databaseUrl: string, extra: Record<string, string> = {}): Promise<ProductionStore> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: childEnv(databaseUrl, { PORT: String(port), ...extra }) });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out.stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const store: ProductionStore = {
    base: `http://127.0.0.1:${port}`,
    out,
    exited,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + 90_000;
  while (child.exitCode === null && Date.now() < deadline) {
    const res = await fetch(`${store.base}/readyz`).catch(() => undefined);
    if (res?.status === 200) return store;
    await sleep(300);
  }
  // A start that failed is the caller's to look at; one that hangs is this helper's failure.
  if (child.exitCode !== null) return store;
  await store.stop();
  throw new Error(`the production store was not ready within 90 s: ${out.stderr}`);
}

/** A POST of a form body, answering the envelope and the session cookie it set. */
export async function postForm(url: string, body: Record<string, string>, cookie = ''): Promise<{ code: number; msg: string; data: unknown; cookie: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }), origin: new URL(url).origin },
    body: new URLSearchParams(body),
  });
  const json = (await res.json()) as { code: number; msg: string; data: unknown };
  return { ...json, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}
