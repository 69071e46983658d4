// `npm run restore -- <备份目录或名称>`: a stopped store brought back to a backup, checked against its manifest before anything is touched.
import fs from 'node:fs';
import path from 'node:path';
import { loadBackupConfig } from '../config.js';
import { errorText } from '../db/error-text.js';
import { BizError } from '../lib/errors.js';
import { restoreBackup } from './backup/restore-backup.js';
import { listBackups } from './backup/retention.js';

const USAGE = '用法: npm run restore -- <备份目录，或 BACKUP_DIR 中的备份名称>（商城须已停止）';

async function main(): Promise<number> {
  const config = loadBackupConfig();
  const [named] = process.argv.slice(2);
  if (!named) {
    console.error(USAGE);
    const kept = listBackups(config.backup.dir);
    if (kept.length) console.error(`${config.backup.dir} 中的备份（最新在前）:\n  ${kept.join('\n  ')}`);
    return 2;
  }
  // A bare name is one of BACKUP_DIR's backups; anything else a path.
  const inBackups = path.join(config.backup.dir, named);
  const backup = path.resolve(!named.includes(path.sep) && fs.existsSync(inBackups) ? inBackups : named);
  const manifest = await restoreBackup(backup, config);
  console.log(`已恢复到 ${manifest.createdAt} 的备份 (${path.basename(backup)})，现在可以启动商城`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(`恢复失败 / restore failed: ${err instanceof BizError ? err.message : errorText(err)}`);
    process.exitCode = 1;
  },
);
