/**
 * A second API process for tests that need one for real (separate memory, so separate caches): the
 * app on the database named by TEST_DATABASE_URL, listening on a free port it prints as its first line.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/client.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
const { db } = createDb(databaseUrl, 4);
const app = await buildApp({ config: { ...loadConfig({}), databaseUrl }, db });
process.stdout.write(`${await app.listen({ port: 0, host: '127.0.0.1' })}\n`);
