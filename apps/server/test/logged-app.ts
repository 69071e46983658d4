/** The app with its logger on, at trace and with a line per request, the lines kept: for tests that read what would be logged. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/client.js';
import { testDatabaseUrl } from './file-database.js';

export async function loggedApp(env: NodeJS.ProcessEnv = {}): Promise<{ app: App; lines: string[] }> {
  const lines: string[] = [];
  const { db, pool } = createDb(testDatabaseUrl(), 2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-test-logged-'));
  const app = await buildApp({
    config: { ...loadConfig({ ...env, LOG_LEVEL: 'trace', LOG_REQUESTS: 'true' }), databaseUrl: testDatabaseUrl(), dataDir },
    db,
    logger: { stream: { write: (line) => void lines.push(line) } },
  });
  app.addHook('onClose', async () => {
    await pool.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, lines };
}

/** Lines holding this code as a number of its own (not six digits inside a timestamp). */
export const linesWithCode = (lines: string[], code: string) => lines.filter((l) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(l));
