import type { FastifyBaseLogger } from 'fastify';
import type { BackupConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { takeBackup, type BackupSource } from '../ops/backup/take-backup.js';

/** The daily backup: what `npm run backup` does, on the database this process already holds; a failure is logged and retried tomorrow. */
export async function scheduledBackup(
  config: BackupConfig,
  database: Pick<Database, 'kind' | 'url' | 'clusterDir'>,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const source: BackupSource =
    database.kind === 'embedded'
      ? { kind: 'embedded', url: database.url, clusterDir: database.clusterDir as string }
      : { kind: 'external', url: database.url };
  const started = Date.now();
  const { dir, manifest, removed } = await takeBackup(source, dataDir, config);
  log.info(
    { backup: dir, files: manifest.files.length, bytes: manifest.totalBytes, ms: Date.now() - started, removed },
    `每日备份完成，保留最新 ${config.keep} 个`,
  );
}
