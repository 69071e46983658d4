/** The store as `npm start` runs it (the web build left out), as a child process tests kill, restart and watch as an operator would. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface StoreProcess {
  child: ChildProcess;
  out: { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

/** On the embedded PostgreSQL of `dataDir` always, whatever DATABASE_URL the test run has. */
export function startStore({ root = repoRoot, dataDir, port }: { root?: string; dataDir: string; port: number }): StoreProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_GOODS: '40', SEED_HISTORY_DAYS: '0', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (d: Buffer) => (out.stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out.stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, out, exited };
}

/** Polls the catalogue until it answers 200 and the store has said where it serves; bounded, and fails at once with the output when the process exits. */
export async function serving(port: number, store: StoreProcess, ms = 90_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (store.child.exitCode !== null) throw new Error(`the store exited with ${store.child.exitCode}: ${store.out.stderr}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/goods/list?page=1&page_size=1`).catch(() => undefined);
    // Its workers may answer a moment before the primary has printed where it serves.
    if (res?.status === 200 && store.out.stdout.includes('已启动')) return;
    await sleep(300);
  }
  throw new Error(`the store did not serve within ${ms / 1000} s: ${store.out.stderr}`);
}
