import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { errorText } from './db/error-text.js';
import { startJobs } from './jobs/boss.js';
import { reindexUnindexedGoods } from './modules/search/reindex.js';
import { seedIfEmpty } from './seed/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main(): Promise<void> {
  const config = { ...loadConfig(), webDist: path.join(repoRoot, 'apps/web/dist') };
  const database = await openDatabase(config, {
    prepare: async (db) => {
      await seedIfEmpty(db, { goods: config.seedGoods });
      await reindexUnindexedGoods(db);
    },
    // Better a clean exit a supervisor restarts than a store answering 503 for good.
    onFatal: exitWith('商城已停止 / store stopped'),
  });
  const app = await buildApp({ config, db: database.db, logger: true });
  const stopJobs = await startJobs(database.url, database.db, app.log, config.dataDir);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: 正在停止`);
    await app.close();
    await stopJobs();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await stopJobs();
    await database.close();
    throw err;
  }
  const cluster =
    database.clusterDir && !database.clusterDir.startsWith(config.dataDir) ? `，PostgreSQL 数据在 ${database.clusterDir}` : '';
  const where = database.kind === 'embedded' ? `内置 PostgreSQL，数据目录 ${config.dataDir}${cluster}` : '外部 PostgreSQL (DATABASE_URL)';
  console.log(`\n药采云医药批发商城已启动: http://localhost:${config.port}  (${where})\n`);
}

/** One line, no stack trace: what failed and, in the message, what to do. */
function exitWith(what: string) {
  return (err: unknown): never => {
    console.error(`${what}: ${errorText(err)}`);
    process.exit(1);
  };
}

main().catch(exitWith('商城启动失败 / store failed to start'));
