/**
 * One backup of the store while it serves: the database first (one snapshot), then the files under DATA_DIR
 * (uploads), then the manifest; written under a partial name and renamed once complete, so a backup folder
 * that exists is whole. Uploads are written once and never changed, after the row that records them: copied
 * after the database's moment, every file its rows name is there (one deleted in between is the exception).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BackupConfig } from '../../config.js';
import { CREDENTIALS_FILE } from '../../db/embedded.js';
import { backUpCluster } from './cluster.js';
import { DUMP_FILE, dumpDatabase } from './dump.js';
import { copyFile, copyTree, hashFile, type FileEntry } from './files.js';
import { writeManifest, type Manifest } from './manifest.js';
import { backupName, partialName, pruneBackups } from './retention.js';

/** What is backed up: the embedded cluster (its URL and files) or the external database of DATABASE_URL. */
export type BackupSource = { kind: 'embedded'; url: string; clusterDir: string } | { kind: 'external'; url: string };

export const DATA_FOLDER = 'data';

/** DATA_DIR's entries that are not the store's files: the cluster (backed up on its own), the process lock, its password. */
const NOT_DATA = new Set(['pg', 'store.pid', CREDENTIALS_FILE]);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

function commit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

export interface Backup {
  dir: string;
  manifest: Manifest;
  /** Older backups removed to keep BACKUP_KEEP. */
  removed: string[];
}

export async function takeBackup(source: BackupSource, dataDir: string, config: Pick<BackupConfig, 'dir' | 'keep'>): Promise<Backup> {
  fs.mkdirSync(config.dir, { recursive: true, mode: 0o700 });
  const name = backupName(new Date());
  const partial = path.join(config.dir, partialName(name));
  fs.mkdirSync(partial, { mode: 0o700 });
  try {
    const files: FileEntry[] = [];
    let database: Manifest['database'];
    if (source.kind === 'embedded') {
      const cluster = await backUpCluster(source.url, source.clusterDir, partial);
      files.push(...cluster.files);
      // The cluster's roles have this password: the restored cluster opens with it only.
      fs.mkdirSync(path.join(partial, DATA_FOLDER), { mode: 0o700 });
      const credentials = await copyFile(path.join(dataDir, CREDENTIALS_FILE), path.join(partial, DATA_FOLDER, CREDENTIALS_FILE));
      if (credentials) files.push({ path: `${DATA_FOLDER}/${CREDENTIALS_FILE}`, ...credentials });
      database = { kind: 'embedded', name: new URL(source.url).pathname.slice(1), serverVersion: cluster.serverVersion };
    } else {
      const dumped = await dumpDatabase(source.url, path.join(partial, DUMP_FILE));
      const dump = path.join(partial, DUMP_FILE);
      files.push({ path: DUMP_FILE, bytes: fs.statSync(dump).size, sha256: await hashFile(dump) });
      database = { kind: 'external', name: dumped.name, serverVersion: dumped.serverVersion };
    }
    const backupsInside = path.relative(dataDir, config.dir).split(path.sep)[0];
    files.push(
      ...(await copyTree(dataDir, path.join(partial, DATA_FOLDER), DATA_FOLDER, {
        skip: (r) => NOT_DATA.has(r) || r === backupsInside,
      })),
    );
    const manifest: Manifest = {
      format: 'yc-backup/1',
      createdAt: new Date().toISOString(),
      commit: commit(),
      database,
      totalBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      files,
    };
    writeManifest(partial, manifest);
    const dir = path.join(config.dir, name);
    fs.renameSync(partial, dir);
    return { dir, manifest, removed: pruneBackups(config.dir, config.keep) };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}
