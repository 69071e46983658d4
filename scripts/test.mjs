// `npm test`: every Vitest project (unit, API on a real PostgreSQL, pages, Playwright journeys),
// then one plain closing line `test: N passed, N failed` for CI. Extra arguments go to Vitest
// (e.g. `npm test -- --project server`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const onlyProjects = args.filter((a, i) => args[i - 1] === '--project');
if (onlyProjects.length === 0 || onlyProjects.includes('e2e')) buildWebIfStale();

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yc-vitest-')), 'report.json');
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
  cwd: root,
  stdio: 'inherit',
});
let passed = 0;
let failed = 0;
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
}
console.log(`\ntest: ${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 && passed > 0 ? 0 : 1);
