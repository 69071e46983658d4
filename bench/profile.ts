/**
 * Where one request's time goes: the real app on the bench catalogue under 20 connections, with the V8
 * profiler on the main thread (the load comes from a worker thread, so it is not in the profile). Prints
 * the functions with the most self time, grouped by package or source file, and writes the profile to
 * bench/results/<name>.cpuprofile, which Chrome DevTools (Performance, load profile) shows as a flame graph.
 *
 *   DATA_DIR=/tmp/yc-bench npx tsx bench/profile.ts '/api/goods/list?keywords=阿莫西林'
 *   PROFILE_AS=visitor BENCH_SECONDS=5 npx tsx bench/profile.ts /api/goods/detail/1
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER_ACCEPT_ENCODING, loginCookie, openCatalogue, buildServedApp } from './catalogue.js';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOP = 30;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Where a frame's code lives: a package for dependencies and node's own modules, else the file under the repository. */
function owner(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  return url.replace(/^file:\/\//, '').replace(`${path.resolve(here, '..')}/`, '');
}

function summarise(profile: Profiler.Profile): void {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = new Map<number, number>();
  for (const id of profile.samples ?? []) samples.set(id, (samples.get(id) ?? 0) + 1);
  const total = profile.samples?.length ?? 1;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  for (const [id, n] of samples) {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) continue;
    const where = owner(frame.url);
    const fn = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
    byOwner.set(where, (byOwner.get(where) ?? 0) + n);
  }
  const show = (title: string, m: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, n] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${((100 * n) / total).toFixed(1).padStart(6)}%  ${k}`);
  };
  show('自身耗时最多的代码位置 (按包或文件):', byOwner);
  show('自身耗时最多的函数:', byFunction);
}

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target?.startsWith('/')) throw new Error('用法: npx tsx bench/profile.ts /api/goods/list?page=1');
  const { database, close } = await openCatalogue();
  const app = await buildServedApp(database);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers: Record<string, string> = {
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      ...(process.env.PROFILE_AS === 'visitor' ? {} : { cookie: await loginCookie(base) }),
    };
    const url = `${base}${encodeURI(decodeURI(target))}`;
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, workers: 1 });
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    console.log(`${target}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, 非 2xx ${r.non2xx}`);
    summarise(profile);
    const out = path.join(here, 'results', `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.cpuprofile`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(profile));
    console.log(`\n火焰图: ${path.relative(process.cwd(), out)} (Chrome DevTools → Performance → Load profile)`);
  } finally {
    await app.close();
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
