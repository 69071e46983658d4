/** The database a backup command reads: DATABASE_URL's, the embedded server the running store started, or one started for the backup. */
import type { AppConfig } from '../../config.js';
import { startEmbeddedPostgres } from '../../db/embedded.js';
import { embeddedLayout } from '../../db/embedded-layout.js';
import { embeddedUrl, runningPostmaster } from './cluster.js';
import type { BackupSource } from './take-backup.js';

export async function openSource(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<{ source: BackupSource; close(): Promise<void> }> {
  const none = async () => undefined;
  if (config.databaseUrl) return { source: { kind: 'external', url: config.databaseUrl }, close: none };
  const { clusterDir } = await embeddedLayout(config.dataDir);
  const running = runningPostmaster(clusterDir);
  if (running) return { source: { kind: 'embedded', url: embeddedUrl(config.dataDir, running.port), clusterDir }, close: none };
  // A stopped store: its server is started for the backup alone, holding DATA_DIR's lock so the store waits its turn.
  const server = await startEmbeddedPostgres(config.dataDir, { restart: false });
  return { source: { kind: 'embedded', url: server.url, clusterDir: server.clusterDir }, close: () => server.stop() };
}
