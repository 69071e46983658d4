/**
 * Issue 39: the structure is the folders, and the README's module map says what each holds. The map names every
 * domain folder of apps/server/src/modules (and nothing else), and the lint's folder rule refuses an import that
 * would make the order lifecycle depend on a module built on it: those plug in through src/wiring.ts instead.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const modulesDir = path.join(repoRoot, 'apps/server/src/modules');

/** The backticked names in the first column of the README's module map table. */
function mappedDomains(): string[] {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## 模块地图'), readme.indexOf('## ', readme.indexOf('## 模块地图') + 3));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\/\*$/, '')));
}

describe('the module map', () => {
  it('names each domain folder once, and only those', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const mapped = mappedDomains();
    expect(new Set(mapped).size).toBe(mapped.length);
    expect([...mapped].sort()).toEqual(folders);
  });
});

describe('the domain boundaries', () => {
  it('refuse an import from the order lifecycle into group buying, which is built on it', { timeout: 120_000 }, async () => {
    const planted = path.join(modulesDir, 'orders', `planted-${randomBytes(4).toString('hex')}.ts`);
    writeFileSync(planted, "export { joinGroup } from '../group-buy/service.js';\n");
    try {
      const run = promisify(execFile)(
        path.join(repoRoot, 'node_modules/.bin/depcruise'),
        [path.relative(repoRoot, planted), '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
        { cwd: repoRoot },
      );
      const failure = await run.then(
        () => undefined,
        (err: { code?: number; stdout?: string }) => err,
      );
      expect(failure?.code).toBeGreaterThan(0);
      expect(failure?.stdout).toMatch(/no-(folder-cycle|circular)/);
    } finally {
      rmSync(planted, { force: true });
    }
  });
});
