/**
 * Each server test file runs on a database of its own, cloned from the seeded template that
 * global-setup.ts prepares, so files run in parallel and none sees another's rows. Loaded as a
 * setup file: the clone exists before the file's tests start and is dropped after its last hook.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { FILE_DATABASE_PREFIX, maintenanceUrl } from './database-names.js';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(inject('templateUrl')) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let url: string | undefined;

/** The database of the running test file. */
export function testDatabaseUrl(): string {
  if (!url) throw new Error('test/file-database.ts is not loaded as a setup file');
  return url;
}

async function cloneFileDatabase(): Promise<void> {
  const template = new URL(inject('templateUrl'));
  const name = `${FILE_DATABASE_PREFIX}${crypto.randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}" TEMPLATE "${template.pathname.slice(1)}"`);
  template.pathname = `/${name}`;
  url = template.toString();
  // Runs after the file's own afterAll hooks (hooks unwind in reverse), when its pools are closed; FORCE ends any left.
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

await cloneFileDatabase();
