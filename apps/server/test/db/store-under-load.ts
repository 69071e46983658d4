/** `npm start` on a database of the test's choosing, and requests fired at it as a crowd of buyers would. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningStore {
  child: ChildProcess;
  /** stdout and stderr as they came. */
  log(): string;
  exited: Promise<number | null>;
}

/** `detached`: its own process group, so a test can send the group a terminal's Ctrl-C. */
export function spawnStore(env: NodeJS.ProcessEnv, detached = false): RunningStore {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', SEED_GOODS: '40', SEED_HISTORY_DAYS: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, log: () => out, exited };
}

/** Until the primary says it serves; bounded, and at once with the output when it exits. */
export async function started(store: RunningStore, ms = 240_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!store.log().includes('已启动')) {
    if (store.child.exitCode !== null) throw new Error(`the store exited with ${store.child.exitCode}: ${store.log()}`);
    if (Date.now() > deadline) throw new Error(`the store did not start within ${ms / 1000} s: ${store.log()}`);
    await sleep(200);
  }
}

export interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
}

/** A catalogue read no reply cache holds (its manufacturer differs each time), so each one asks the database. */
export async function ask(port: number, i: number): Promise<Answer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/goods/list?page=1&page_size=5&manufacturer=${encodeURIComponent(`厂家${i}`)}`);
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

/** The 503 the error handler sends: the envelope, told when to try again. */
export const isUnavailableEnvelope = (a: Answer) =>
  a.status === 503 && a.retryAfter !== null && (JSON.parse(a.body) as { code: number; data: unknown }).code === 503;

interface Stream {
  /** Answers by status, and what ended a request that got none. */
  statuses: Map<number, number>;
  failures: Map<string, number>;
  /** Answered 200 after `since()` was called (the signal). */
  okAfterMark: number;
  mark(): void;
  stop(): Promise<void>;
}

/** What a refused or closed connection looks like to fetch (undici puts the system error in `cause`). */
function failure(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(err);
}

/** `concurrency` buyers asking one after another, until stopped or the store no longer takes connections. */
export function steadyStream(port: number, concurrency: number): Stream {
  const statuses = new Map<number, number>();
  const failures = new Map<string, number>();
  let stopped = false;
  let marked = false;
  const stream = { statuses, failures, okAfterMark: 0, mark: () => (marked = true), stop: async () => undefined as void };
  let i = 0;
  const buyer = async () => {
    while (!stopped) {
      try {
        const { status } = await ask(port, i++);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200 && marked) stream.okAfterMark += 1;
      } catch (err) {
        const why = failure(err);
        failures.set(why, (failures.get(why) ?? 0) + 1);
        if (why === 'ECONNREFUSED') return;
        await sleep(20);
      }
    }
  };
  const buyers = Promise.all(Array.from({ length: concurrency }, buyer));
  stream.stop = async () => {
    stopped = true;
    await buyers;
  };
  return stream;
}
