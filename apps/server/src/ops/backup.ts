// `npm run backup`: one backup of the store (database and DATA_DIR's files) into BACKUP_DIR while it keeps serving; older ones beyond BACKUP_KEEP go.
import { loadBackupConfig } from '../config.js';
import { errorText } from '../db/error-text.js';
import { BizError } from '../lib/errors.js';
import { openSource } from './backup/source.js';
import { takeBackup } from './backup/take-backup.js';

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

try {
  const started = Date.now();
  const config = loadBackupConfig();
  const { source, close } = await openSource(config);
  try {
    const { dir, manifest, removed } = await takeBackup(source, config.dataDir, config.backup);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`备份完成: ${dir}（${manifest.files.length} 个文件，${megabytes(manifest.totalBytes)} MB，用时 ${seconds} 秒）`);
    if (removed.length) console.log(`按 BACKUP_KEEP=${config.backup.keep} 删除了旧备份: ${removed.join(', ')}`);
  } finally {
    await close();
  }
} catch (err) {
  console.error(`备份失败 / backup failed: ${err instanceof BizError ? err.message : errorText(err)}`);
  process.exitCode = 1;
}
