import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { seedIfEmpty } from '../apps/server/src/seed/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's database, for journeys that prepare data no page can (a store with no signed contract). */
    databaseUrl: string;
  }
}

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The production server as `npm start` runs it (built page + API), on its own embedded database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-'));
  const config = { ...loadConfig({}), dataDir, webDist, port: 0 };
  const database = await openDatabase(config, { prepare: (db) => seedIfEmpty(db, { goods: 3000 }) });
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('databaseUrl', database.url);
  return async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
