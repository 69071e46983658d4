/**
 * The embedded PostgreSQL's processes: initdb once, the postmaster started and stopped, and a
 * postmaster a killed store process left behind. Every failure becomes one sentence saying what to do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Layout } from './embedded-layout.js';

/** Messages in English whatever the locale: readiness is read from the log. */
const env = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';

/** The last lines a PostgreSQL program wrote, for the error message when it fails. */
function outputTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, lines.length - 8);
  });
  // The log prefix (time, pid) says nothing to the reader of one line.
  return () => lines.slice(-2).map((l) => l.replace(/^\S+ \S+ \S+ \[\d+\] /, '')).join(' / ') || '没有输出';
}

/** `detached`: a process group of its own, so a terminal's Ctrl-C reaches the store, which stops the server last, after the requests that need it. */
function spawnAs(layout: Layout, program: string, args: string[], detached = false): ChildProcess {
  return spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'], detached, ...layout.runAs });
}

/** Whether a process is running (a zombie, exited but not reaped by its parent, is not). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return true;
  }
}

export async function initCluster(layout: Layout, password: string): Promise<void> {
  const dir = layout.clusterDir;
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // initdb reads the password from a file the server's user can read; it is removed straight after.
  const pwfile = path.join(path.dirname(dir), `.pwfile-${process.pid}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (layout.runAs) {
    fs.chownSync(dir, layout.runAs.uid, layout.runAs.gid);
    fs.chownSync(pwfile, layout.runAs.uid, layout.runAs.gid);
  }
  try {
    const child = spawnAs(layout, layout.programs.initdb, [
      `--pgdata=${dir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ]);
    const tail = outputTail(child);
    // Rejects with the spawn error (EACCES) when the program cannot be run at all.
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`initdb 退出码 ${code}: ${tail()}`);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`内置 PostgreSQL 初始化失败 (${(err as Error).message})：请检查 ${path.dirname(dir)} 的磁盘空间和权限，或设置 DATABASE_URL 使用外部 PostgreSQL。`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** Starts the postmaster and resolves once it accepts connections; the child's 'exit' says when it dies. */
export function startPostmaster(layout: Layout, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(layout, layout.programs.postgres, ['-D', layout.clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'lc_messages=C'], true);
    const tail = outputTail(child);
    // Kept reading for the server's life: a full pipe would block its logging.
    child.stderr?.on('data', (chunk: Buffer) => chunk.includes(READY) && resolve(child));
    child.on('error', (err) => reject(new Error(`无法运行 ${layout.programs.postgres}: ${err.message}`)));
    child.on('exit', (code, signal) => reject(new Error(`PostgreSQL 启动失败 (${signal ?? `退出码 ${code}`}): ${tail()}`)));
  });
}

/** Fast shutdown (what `pg_ctl stop -m fast` sends), then harder signals if it does not go. */
async function shutDown(pid: number, exited: () => Promise<boolean>): Promise<boolean> {
  for (const [signal, waitMs] of [['SIGINT', 30_000], ['SIGQUIT', 10_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') return true;
      throw err;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) if (await exited()) return true;
  }
  return false;
}

export async function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exit = once(child, 'exit');
  let done = false;
  void exit.then(() => (done = true));
  const stopped = await shutDown(child.pid, async () => {
    await sleep(50);
    return done;
  });
  if (!stopped) child.kill('SIGKILL');
  await exit;
}

/**
 * A postmaster still running on the cluster after the store process that started it was killed
 * (kill -9): the caller holds DATA_DIR's lock, so it belongs to nobody and is stopped cleanly.
 */
export async function stopLeftoverPostmaster(clusterDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!pid || !pidAlive(pid)) return;
  let command = 'postgres';
  try {
    command = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    // No /proc (macOS): trust the pid file.
  }
  // After a reboot the pid may belong to an unrelated process, which PostgreSQL would take for a live postmaster.
  if (command !== 'postgres') return fs.rmSync(pidFile, { force: true });
  log(`发现上次遗留的内置 PostgreSQL 进程 (pid ${pid})，正在停止它…`);
  let stopped: boolean;
  try {
    stopped = await shutDown(pid, async () => {
      await sleep(100);
      return !pidAlive(pid);
    });
  } catch {
    stopped = false;
  }
  if (!stopped) throw new Error(`上次遗留的 PostgreSQL 进程 (pid ${pid}) 无法停止：请以启动它的用户执行 kill ${pid} 后再启动。`);
  // A postmaster its new parent has not reaped yet still answers kill(pid, 0), which PostgreSQL reads as "running".
  fs.rmSync(pidFile, { force: true });
}
