import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
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
    /** The built page and the data folder the server uses, for a journey that starts a second API process beside it (chat). */
    webDist: string;
    dataDir: string;
  }
}

const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/** The production server as `npm start` runs it (built page + API), on its own embedded database. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-e2e-'));
  // The journeys pay on the 演示支付 sandbox, as the demo does.
  const config = { ...loadConfig({ PAYMENT_SANDBOX: '1' }), dataDir, webDist, port: 0 };
  const database = await openDatabase(config, { prepare: (db) => seedIfEmpty(db, { goods: 3000 }) });
  // The demo member's stores have had their draw (谢谢参与), so the home page's draw popup does not cover the
  // header the other journeys use; the draw journey makes a store of its own.
  await database.db.execute(sql`
    INSERT INTO draw_records (draw_id, store_id, prize_id)
    SELECT p.draw_id, x.store_id, p.id FROM draw_prizes p
    CROSS JOIN account_stores x JOIN accounts a ON a.id = x.account_id AND a.phone = '13800000001'
    WHERE p.type = 'none' ON CONFLICT DO NOTHING`);
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('databaseUrl', database.url);
  project.provide('webDist', webDist);
  project.provide('dataDir', dataDir);
  return async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
