import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDefaultUser } from '../src/db/client.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { seedIfEmpty } from '../src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** An external DATABASE_URL is a throwaway test database: its schemas are dropped and rebuilt. */
async function resetExternal(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  const dataDir = external ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'yc-test-'));
  if (external) await resetExternal(external);
  const database: Database = await openDatabase(
    { databaseUrl: external, dataDir },
    { poolSize: 4, prepare: (db) => seedIfEmpty(db, { goods: 3000 }) },
  );
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
