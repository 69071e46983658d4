/**
 * An external PostgreSQL (DATABASE_URL) backed up with pg_dump and restored with pg_restore through psql.
 * A dump, not a base backup: the store owns one database of that server, not its cluster. pg_dump reads the
 * database in one snapshot; it can dump servers of its own major version and older only, so the tools are
 * those of the server's major version (Debian's /usr/lib/postgresql/<major>/bin) or, failing those, the
 * PATH's when they are at least as new. The embedded package's programs cannot serve: it ships no pg_dump.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';

export const DUMP_FILE = 'database.dump';

/** How to reach the server without putting its password on a command line or in a log. */
interface Target {
  /** The URL without its password, for the tools' --dbname. */
  dbname: string;
  env: NodeJS.ProcessEnv;
  /** host:port/name: what the manifest and the messages name. */
  name: string;
}

export function targetOf(url: string): Target {
  const u = new URL(withDefaultUser(url));
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    dbname: u.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
    name: `${u.hostname}:${u.port || 5432}${u.pathname}`,
  };
}

async function serverVersion(url: string): Promise<{ major: number; text: string }> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; text: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text",
    );
    return { major: Math.floor(Number(rows[0].num) / 10000), text: rows[0].text };
  } finally {
    await client.end();
  }
}

function majorOf(program: string): number | undefined {
  try {
    const out = execFileSync(program, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Number(/\(PostgreSQL\) (\d+)/.exec(out)?.[1]) || undefined;
  } catch {
    return undefined;
  }
}

/** The directory of pg_dump, pg_restore and psql fit for a server of this major version. */
function toolsFor(major: number): (program: string) => string {
  const debian = `/usr/lib/postgresql/${major}/bin`;
  if (fs.existsSync(path.join(debian, 'pg_dump'))) return (program) => path.join(debian, program);
  const found = majorOf('pg_dump');
  if (found !== undefined && found >= major) return (program) => program;
  throw refuse(
    `需要 PostgreSQL ${major} 或更新版本的 pg_dump、pg_restore 与 psql（${found ? `PATH 中的是 ${found}` : 'PATH 中没有'}）：请安装 postgresql-client-${major}`,
  );
}

/** Runs a tool to its end; a failure carries the last line it wrote. */
async function finish(child: ReturnType<typeof spawn>, what: string): Promise<void> {
  let tail = '';
  child.stderr?.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-2000)));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${what} 失败 (退出码 ${code}): ${tail.trim().split('\n').at(-1) ?? ''}`);
}

/** The database in pg_dump's custom format (compressed, restorable object by object) at `file`. */
export async function dumpDatabase(url: string, file: string): Promise<{ serverVersion: string; name: string }> {
  const version = await serverVersion(url);
  const tool = toolsFor(version.major);
  const target = targetOf(url);
  const child = spawn(tool('pg_dump'), ['--format=custom', `--file=${file}`, `--dbname=${target.dbname}`], {
    env: target.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await finish(child, 'pg_dump');
  return { serverVersion: version.text, name: target.name };
}

/**
 * Empties the database and loads the dump in one transaction (psql --single-transaction): a failure leaves it
 * as it was. Every schema goes first, so tables a later migration added do not outlive the restore.
 */
const EMPTY_DATABASE = `DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
  CREATE SCHEMA public;
END $$;
`;

export async function restoreDatabase(url: string, file: string): Promise<void> {
  const tool = toolsFor((await serverVersion(url)).major);
  const target = targetOf(url);
  const psql = spawn(
    tool('psql'),
    ['--no-psqlrc', '--quiet', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${target.dbname}`],
    {
      env: target.env,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  // --no-owner: the restoring role owns what it creates, whoever owned it on the machine of the backup.
  const script = spawn(tool('pg_restore'), ['--no-owner', '--file=-', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  psql.stdin.write(EMPTY_DATABASE);
  script.stdout.pipe(psql.stdin);
  await Promise.all([finish(script, 'pg_restore'), finish(psql, 'psql')]);
}

/** Sessions on the database other than ours: a store (or anyone) still using it. */
export async function otherSessions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}
