/**
 * `npm start`'s process model on the test's database: the primary migrates and runs the jobs, and
 * WEB_CONCURRENCY workers serve one port; a worker that dies is replaced and the port keeps
 * answering; SIGTERM stops them all cleanly.
 */
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { testDatabaseUrl } from '../file-database.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// tsx's esbuild service is a child too: workers are the children running main.ts.
const workersOf = (pid: number) =>
  execFileSync('pgrep', ['-P', String(pid), '-f', 'src/main.ts'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);

async function until<T>(probe: () => T | undefined, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = probe();
    if (seen !== undefined) return seen;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}

it('serves one port from two workers, replaces a worker that dies, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: testDatabaseUrl(), PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: '2', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const hear = (chunk: Buffer) => (out += chunk.toString());
  primary.stdout.on('data', hear);
  primary.stderr.on('data', hear);
  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  try {
    await until(() => (out.includes('已启动') ? true : undefined));
    expect(out).toContain(`http://localhost:${port}`);
    expect(out).toContain('2 个 API 进程');
    const list = () => fetch(`http://127.0.0.1:${port}/api/goods/list?page=1`).then((r) => r.status);
    const [first, second] = workersOf(primary.pid!);
    expect(second).toBeDefined();
    expect(await Promise.all(Array.from({ length: 6 }, list))).toEqual(Array(6).fill(200));
    // Whichever worker answers /metrics, it counts both workers' requests (the primary adds them up).
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/^yc_http_requests_total\{method="GET",route="\/api\/goods\/list",status="200"\} 6$/m);

    process.kill(first, 'SIGKILL');
    await until(() => (out.includes(`API 进程 ${first} 已退出`) ? true : undefined));
    // The survivor keeps the port while the replacement starts.
    expect(await list()).toBe(200);
    const replaced = await until(() => {
      const now = workersOf(primary.pid!);
      return now.length === 2 && !now.includes(first) ? now : undefined;
    });
    expect(replaced).toContain(second);
  } finally {
    primary.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
  expect(out).toContain('SIGTERM: 正在停止');
}, 120_000);
