/** A second API process on the test file's database (test/api-process.ts), for what must reach every process. */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { testDatabaseUrl } from './file-database.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface OtherProcess {
  /** Its base URL, such as http://127.0.0.1:40123. */
  address: string;
  stop(): void;
}

export async function startOtherProcess(): Promise<OtherProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/api-process.ts'], {
    cwd: serverDir,
    env: { ...process.env, TEST_DATABASE_URL: testDatabaseUrl() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [address] = (await once(readline.createInterface({ input: child.stdout! }), 'line')) as [string];
  return { address, stop: () => child.kill() };
}

/** How long until `seen` holds, asking every 20 ms for at most 3 s (Infinity if it never does). */
export async function msUntil(seen: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3000) {
    if (await seen()) return Date.now() - started;
    await sleep(20);
  }
  return Infinity;
}
