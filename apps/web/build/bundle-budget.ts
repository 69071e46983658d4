/** Runs scripts/bundle-budget.mjs over the finished build: a page whose initial JavaScript outgrows its budget fails the build. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/bundle-budget.mjs');

/** `store`: which entry's pages to check, the desktop store's (index.html) or the phone store's (m.html). */
export function bundleBudget(store: 'desktop' | 'mobile'): Plugin {
  let outDir = '';
  return {
    name: `yc-bundle-budget-${store}`,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const run = spawnSync(process.execPath, [script, outDir, store], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error('初始 JS 超出预算 (scripts/bundle-budget.mjs)');
    },
  };
}
