/**
 * A stopped store brought back to a backup: the whole backup is checked against its manifest first, then what is
 * there now is moved aside (not deleted) and the backup copied in; the embedded cluster must start and answer
 * before the old files are removed, else they are put back. Refused while the store, or its PostgreSQL, runs.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../../config.js';
import { CREDENTIALS_FILE, freePort, takeLock } from '../../db/embedded.js';
import { embeddedLayout, type Layout } from '../../db/embedded-layout.js';
import { startPostmaster, stopPostmaster } from '../../db/postmaster.js';
import { refuse } from '../../lib/errors.js';
import { CLUSTER_FOLDER, embeddedUrl, runningPostmaster } from './cluster.js';
import { DUMP_FILE, otherSessions, restoreDatabase } from './dump.js';
import { copyTree } from './files.js';
import { verifyBackup, type Manifest } from './manifest.js';
import { DATA_FOLDER } from './take-backup.js';

const STOP_FIRST = '请先停止商城再恢复 / stop the store first';

/** Renames made to clear the way, undone in reverse on failure, their leftovers removed on success. */
class Aside {
  private readonly moved: { from: string; to: string }[] = [];
  private readonly stamp = `before-restore-${Date.now()}`;

  move(from: string, to = `${from}.${this.stamp}`): void {
    if (!fs.existsSync(from)) return;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.renameSync(from, to);
    this.moved.push({ from, to });
  }

  /** A place for DATA_DIR's entries beside it, on the same file system so the renames are instant. */
  folderIn(dir: string): string {
    return path.join(dir, `.${this.stamp}`);
  }

  undo(): void {
    for (const { from, to } of this.moved.reverse()) {
      fs.rmSync(from, { recursive: true, force: true });
      fs.renameSync(to, from);
    }
  }

  drop(extra: string[] = []): void {
    for (const p of [...this.moved.map((m) => m.to), ...extra]) fs.rmSync(p, { recursive: true, force: true });
  }
}

/** DATA_DIR's entries the backup replaces: all but the cluster, the process lock, backups kept inside it and (when the backup has none) the password. */
function replaceData(backup: string, dataDir: string, backupsDir: string, aside: Aside): string {
  const into = aside.folderIn(dataDir);
  const fromBackup = path.join(backup, DATA_FOLDER);
  const keep = new Set(['pg', 'store.pid', path.relative(dataDir, backupsDir).split(path.sep)[0], path.basename(into)]);
  if (!fs.existsSync(path.join(fromBackup, CREDENTIALS_FILE))) keep.add(CREDENTIALS_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  for (const name of fs.readdirSync(dataDir)) if (!keep.has(name)) aside.move(path.join(dataDir, name), path.join(into, name));
  return into;
}

function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(p, owner);
    else fs.chownSync(p, owner.uid, owner.gid);
  }
}

function majorOfPrograms(layout: Layout): string {
  const out = execFileSync(layout.programs.postgres, ['--version'], { encoding: 'utf8' });
  return /\(PostgreSQL\) (\d+)/.exec(out)?.[1] ?? out.trim();
}

/** The restored cluster started once: PostgreSQL replays the backup's WAL, then must answer on the store's database. */
async function startsAndAnswers(layout: Layout, dataDir: string, database: string): Promise<void> {
  const port = await freePort();
  const server = await startPostmaster(layout, port);
  try {
    const client = new pg.Client({ connectionString: embeddedUrl(dataDir, port, database) });
    await client.connect();
    await client.query('SELECT 1');
    await client.end();
  } finally {
    await stopPostmaster(server);
  }
}

async function restoreEmbedded(backup: string, manifest: Manifest, dataDir: string, backupsDir: string): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = takeLock(dataDir);
  } catch (err) {
    throw refuse(`${(err as Error).message} ${STOP_FIRST}`);
  }
  const aside = new Aside();
  try {
    const layout = await embeddedLayout(dataDir);
    const running = runningPostmaster(layout.clusterDir);
    if (running) throw refuse(`内置 PostgreSQL 仍在运行 (pid ${running.pid})。${STOP_FIRST}`);
    const backupMajor = fs.readFileSync(path.join(backup, CLUSTER_FOLDER, 'PG_VERSION'), 'utf8').trim();
    const installed = majorOfPrograms(layout);
    if (backupMajor !== installed) throw refuse(`备份来自 PostgreSQL ${backupMajor}，本机内置的是 ${installed}：无法恢复`);
    const dataAside = replaceData(backup, dataDir, backupsDir, aside);
    await copyTree(path.join(backup, DATA_FOLDER), dataDir, DATA_FOLDER);
    aside.move(layout.clusterDir);
    await copyTree(path.join(backup, CLUSTER_FOLDER), layout.clusterDir, CLUSTER_FOLDER);
    // PostgreSQL starts only on a cluster directory its user alone may enter.
    fs.chmodSync(layout.clusterDir, 0o700);
    if (layout.runAs) chownTree(layout.clusterDir, layout.runAs);
    await startsAndAnswers(layout, dataDir, manifest.database.name);
    aside.drop([dataAside]);
  } catch (err) {
    aside.undo();
    throw err;
  } finally {
    release();
  }
}

async function restoreExternal(backup: string, url: string, dataDir: string, backupsDir: string): Promise<void> {
  const sessions = await otherSessions(url);
  if (sessions > 0) throw refuse(`数据库仍有 ${sessions} 个其他连接，商城可能仍在运行。${STOP_FIRST}`);
  const aside = new Aside();
  try {
    const dataAside = replaceData(backup, dataDir, backupsDir, aside);
    await copyTree(path.join(backup, DATA_FOLDER), dataDir, DATA_FOLDER);
    await restoreDatabase(url, path.join(backup, DUMP_FILE));
    aside.drop([dataAside]);
  } catch (err) {
    aside.undo();
    throw err;
  }
}

/** Checks the backup, then restores it into the store of `config` (embedded under DATA_DIR, or DATABASE_URL's); answers its manifest. */
export async function restoreBackup(backup: string, config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'backup'>): Promise<Manifest> {
  const manifest = await verifyBackup(backup);
  const here = config.databaseUrl ? 'external' : 'embedded';
  if (manifest.database.kind !== here) {
    throw refuse(
      manifest.database.kind === 'embedded'
        ? '这是内置 PostgreSQL 的备份，而当前配置了 DATABASE_URL：请去掉 DATABASE_URL 后恢复'
        : '这是外部数据库 (DATABASE_URL) 的备份：请设置 DATABASE_URL 指向要恢复到的数据库',
    );
  }
  if (config.databaseUrl) await restoreExternal(backup, config.databaseUrl, config.dataDir, config.backup.dir);
  else await restoreEmbedded(backup, manifest, config.dataDir, config.backup.dir);
  return manifest;
}
