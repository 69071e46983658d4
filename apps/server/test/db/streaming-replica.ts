/**
 * A real streaming replica of this machine's PostgreSQL 15 (127.0.0.1:5432), made with pg_basebackup into
 * a folder of its own and started on a free port, for the read-replica tests; and why not, when it cannot be.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/db/embedded.js';

const BIN = '/usr/lib/postgresql/15/bin';
/** The machine's server, which CI's second half tests on: the tests make and drop a database of their own on it. */
export const PRIMARY_URL = 'postgres://postgres@127.0.0.1:5432';
/** What the tests add to the primary's pg_hba.conf when it allows no replication connection from here, and take away after. */
const HBA_LINE = 'host replication all 127.0.0.1/32 trust # yc read-replica test';

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, the server's programs run as the postgres user. */
function run(program: string, args: string[]): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, program), ...args]] : [path.join(BIN, program), args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** One statement on the primary's maintenance database. */
export async function onPrimary<T extends pg.QueryResultRow>(statement: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: `${PRIMARY_URL}/postgres`, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query<T>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

interface Primary {
  hbaFile: string;
  /** The primary allows replication from 127.0.0.1 already: pg_hba.conf is left alone. */
  replicationAllowed: boolean;
}

/** Why a replica cannot be made here (the reason the tests are skipped for), or the primary's facts. */
export async function primaryForReplicas(): Promise<{ skip: string } | Primary> {
  if (!fs.existsSync(path.join(BIN, 'pg_basebackup'))) return { skip: `${BIN}/pg_basebackup 不存在（需要 PostgreSQL 15）` };
  if (asRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      return { skip: '以 root 运行但没有 postgres 用户，无法启动副本' };
    }
  }
  let rows: { version: number; wal_level: string; senders: number; hba_file: string; allowed: boolean }[];
  try {
    rows = await onPrimary(
      `SELECT current_setting('server_version_num')::int AS version, current_setting('wal_level') AS wal_level,
              current_setting('max_wal_senders')::int AS senders, current_setting('hba_file') AS hba_file,
              EXISTS (SELECT FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND type = 'host'
                        AND (address IS NULL OR address IN ('127.0.0.1', 'all', '0.0.0.0'))) AS allowed`,
    );
  } catch (err) {
    return { skip: `无法连接 ${PRIMARY_URL} 的 PostgreSQL (${(err as Error).message})` };
  }
  const [p] = rows;
  if (p.version < 150000) return { skip: `127.0.0.1:5432 是 PostgreSQL ${p.version}，需要 15 或更高` };
  // Both need a restart of the primary, which a test does not do to the machine's server.
  if (p.wal_level === 'minimal' || p.senders < 2)
    return { skip: `主库 wal_level=${p.wal_level}、max_wal_senders=${p.senders}，流复制需要 replica 且至少 2（需重启主库）` };
  if (!p.allowed) {
    try {
      fs.accessSync(p.hba_file, fs.constants.W_OK);
    } catch {
      return { skip: `主库的 ${p.hba_file} 不允许来自 127.0.0.1 的复制连接，且本进程无权添加` };
    }
  }
  return { hbaFile: p.hba_file, replicationAllowed: p.allowed };
}

/** A line added to pg_hba.conf takes effect on a reload, no restart: the primary's other clients do not notice. */
export async function allowReplication(primary: Primary): Promise<() => Promise<void>> {
  if (primary.replicationAllowed) return async () => undefined;
  fs.appendFileSync(primary.hbaFile, `\n${HBA_LINE}\n`);
  await onPrimary('SELECT pg_reload_conf()');
  return async () => {
    const kept = fs
      .readFileSync(primary.hbaFile, 'utf8')
      .split('\n')
      .filter((line) => line !== HBA_LINE);
    fs.writeFileSync(primary.hbaFile, kept.join('\n').replace(/\n+$/, '\n'));
    await onPrimary('SELECT pg_reload_conf()');
  };
}

export interface StreamingReplica {
  url(database: string): string;
  stop(): void;
  start(): void;
  /** Stops it (if running) and removes its files. */
  remove(): void;
}

/** pg_basebackup of the primary with -R (a standby that streams from it), started on a free port. */
export async function startReplica(): Promise<StreamingReplica> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-replica-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  let running = false;
  const replica: StreamingReplica = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start() {
      run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '30', 'start']);
      running = true;
    },
    stop() {
      if (!running) return;
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    remove() {
      try {
        if (running) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        running = false;
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
  try {
    // A fast checkpoint: the default spreads it over minutes of the primary's checkpoint_timeout.
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', '5432', '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast']);
    // Debian keeps the primary's configuration outside its data directory, so the copy has none of its own; a hot
    // standby refuses to start with fewer of these than its primary has.
    const limits = await onPrimary<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'max_worker_processes', 'max_wal_senders',
         'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    fs.writeFileSync(
      path.join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${dir}'`,
        'hot_standby = on',
        ...limits.map((l) => `${l.name} = ${l.setting}`),
        '',
      ].join('\n'),
    );
    fs.writeFileSync(path.join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    if (asRoot) execFileSync('chown', ['postgres', path.join(data, 'postgresql.conf'), path.join(data, 'pg_hba.conf')]);
    replica.start();
    return replica;
  } catch (err) {
    replica.remove();
    throw err;
  }
}

/** A database of the test's own on the primary, dropped (connections and all) by the function it answers. */
export async function primaryDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await onPrimary(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onPrimary(`CREATE DATABASE "${name}"`);
  return { url: `${PRIMARY_URL}/${name}`, drop: async () => void (await onPrimary(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
}
