/** The API as `npm start` runs it, node's cluster of WEB_CONCURRENCY workers, for the benches that measure it that way. */
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** apps/server/src/main.ts on the bench's database, WEB_CONCURRENCY workers; resolves once it answers. */
export async function startCluster(databaseUrl: string, count: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(count),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`API 进程启动失败 (退出码 ${child.exitCode})`);
    const up = await fetch(`${base}/api/focus/common`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 600) throw new Error('API 进程 60 s 内未就绪');
    await sleep(100);
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { base, stop };
}
