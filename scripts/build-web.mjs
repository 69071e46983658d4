// Builds the web app when dist is missing or older than any source it is built from. WEB_DIST builds
// elsewhere than apps/web/dist, so that several working copies of the page can be journeyed at once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/m.html', 'apps/web/vite.config.ts', 'apps/web/build', 'packages/contracts/src', 'packages/pricing/src'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), stat.mtimeMs);
}

export function buildWebIfStale() {
  const outDir = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
  const index = path.join(outDir, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (SOURCES.every((p) => newest(path.join(root, p)) <= builtAt)) return;
  console.log('正在构建前端页面 (vite build)...');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    // A build refused after it wrote its files (the bundle budget checks at the end) must not pass for fresh next time.
    fs.rmSync(index, { force: true });
    process.exit(r.status ?? 1);
  }
}
