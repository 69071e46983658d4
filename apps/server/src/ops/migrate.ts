// `npm run migrate`: the migrations alone, under the boot lock, for a deploy step before `npm start` (DATABASE_URL, or the embedded database under DATA_DIR).
import { loadDatabaseConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { errorText } from '../db/error-text.js';

try {
  const database = await openDatabase(loadDatabaseConfig(), { poolSize: 2 });
  await database.close();
  console.log(database.migrated ? `数据库迁移完成：应用了 ${database.migrated} 个迁移` : '数据库已是最新，无需迁移');
} catch (err) {
  console.error(`数据库迁移失败: ${errorText(err)}`);
  process.exitCode = 1;
}
