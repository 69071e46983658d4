import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withDefaultUser } from '../src/db/client.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { FILE_DATABASE_PREFIX, maintenanceUrl } from './database-names.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded database each test file clones (file-database.ts); no test connects to it. */
    templateUrl: string;
  }
}

async function run(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An external DATABASE_URL is a throwaway test database: its schemas are dropped and rebuilt, and clones an earlier run left behind go. */
async function resetExternal(url: string): Promise<void> {
  await run(url, 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  const left = await run(maintenanceUrl(url), `SELECT datname FROM pg_database WHERE datname LIKE '${FILE_DATABASE_PREFIX}%'`);
  for (const { datname } of left.rows as { datname: string }[]) await run(maintenanceUrl(url), `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
}

/**
 * The template's logins are hashed at the suite's cost, as the test files' own are: vitest.config.ts's env
 * reaches the files, not this setup, and each check of a demo login or 支付密码 at OWASP's cost took half a second.
 */
async function atTestCost<T>(seed: () => Promise<T>): Promise<T> {
  const before = process.env.PASSWORD_HASH_COST;
  process.env.PASSWORD_HASH_COST = 'test';
  try {
    return await seed();
  } finally {
    if (before === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = before;
  }
}

/** Migrates and seeds one template database; every test file then runs on a copy of its own. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL;
  const dataDir = external ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'yc-test-'));
  if (external) await resetExternal(external);
  const database: Database = await openDatabase(
    { databaseUrl: external, dataDir },
    { poolSize: 4, prepare: (db) => atTestCost(() => seedIfEmpty(db, { goods: 3000 })) },
  );
  // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
  await database.pool.end();
  project.provide('templateUrl', database.url);
  return async () => {
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
