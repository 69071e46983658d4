/**
 * Two API processes on one database (two apps, each with its own pool, hub and bus connection, as
 * two `npm start` would have): a message stored through one reaches sockets connected to the other,
 * through PostgreSQL LISTEN/NOTIFY, and through Redis pub/sub when REDIS_URL is set.
 */
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKey } from '../../src/db/pool.js';
import { testDatabaseUrl } from '../file-database.js';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { CHAT_CHANNEL } from '../../src/modules/chat/events.js';
import { connectSocket, textMessage, type TestSocket } from '../chat-fixtures.js';
import { loggedInBuyer } from '../fixtures.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const opened: { app: App; sockets: TestSocket[] }[] = [];

/** One API process: its own pool and bus connection, listening on a port of its own. */
async function apiProcess(redisUrl?: string): Promise<{ app: App; address: string }> {
  const { db, pool } = createDb(testDatabaseUrl(), 4);
  const app = await buildApp({ config: { ...loadConfig({}), databaseUrl: testDatabaseUrl(), redisUrl }, db });
  app.addHook('onClose', async () => pool.end());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  opened.push({ app, sockets: [] });
  return { app, address };
}

async function socketTo(address: string, path: string, cookie: string): Promise<TestSocket> {
  const socket = await connectSocket(address, path, cookie);
  opened.at(-1)?.sockets.push(socket);
  return socket;
}

afterAll(async () => {
  for (const { app, sockets } of opened) {
    sockets.forEach((s) => s.ws.close());
    await app.close();
  }
});

/** Buyer and staff on process B; the buyer writes and the staff member answers through process A. */
async function crossesProcesses(redisUrl?: string): Promise<void> {
  const a = await apiProcess(redisUrl);
  const b = await apiProcess(redisUrl);
  const { cookie } = await loggedInBuyer(a.app);
  const { cookie: staffCookie } = await loggedInStaff(a.app, 'customer_service');
  const buyerOnB = await socketTo(b.address, '/api/chat/ws', cookie);
  const staffOnB = await socketTo(b.address, '/api/admin/chat/ws', staffCookie);
  await buyerOnB.next('unread');

  const sent = await a.app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: textMessage('经过另一个进程的咨询') });
  const message = sent.json().data;
  const started = Date.now();
  expect((await staffOnB.next('message', (f) => f.message.id === message.id, 1000)).message).toMatchObject({ body: '经过另一个进程的咨询', side: 'buyer' });
  expect(Date.now() - started).toBeLessThan(1000);
  await buyerOnB.next('message', (f) => f.message.id === message.id, 1000);

  const answer = await asStaff(a.app, staffCookie, {
    method: 'POST',
    url: `/api/admin/chat/conversations/${message.conversation_id}/send`,
    payload: textMessage('另一个进程的回复'),
  });
  expect(answer.json()).toMatchObject({ code: 10000 });
  await buyerOnB.next('message', (f) => f.message.id === answer.json().data.id, 1000);
  expect(await buyerOnB.next('unread', (f) => f.count === 1, 1000)).toMatchObject({ count: 1 });
}

describe('chat across API processes', () => {
  it('reaches a socket of the other process through LISTEN/NOTIFY, and again after the LISTEN connection is cut', async () => {
    await crossesProcesses();
    const a = opened[0].app;
    const { cookie } = await loggedInBuyer(a);
    const b = await apiProcess();
    const socket = await socketTo(b.address, '/api/chat/ws', cookie);
    await socket.next('unread');
    // The database drops every LISTEN connection: each process connects again and tells its clients to catch up.
    await a.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = ${`LISTEN ${CHAT_CHANNEL}`}`);
    await socket.next('resync', undefined, 10_000);
    const sent = (await a.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload: textMessage('重连之后的消息') })).json().data;
    await socket.next('message', (f) => f.message.id === sent.id, 2000);
  });

  it('reaches a socket of the other process through Redis pub/sub when REDIS_URL is set', async () => {
    const watcher = new Redis(REDIS_URL);
    const seen: string[] = [];
    watcher.on('message', (_channel: string, payload: string) => seen.push(payload));
    const { pool } = createDb(testDatabaseUrl(), 1);
    await watcher.subscribe(`${CHAT_CHANNEL}:${databaseKey(pool.options)}`);
    await pool.end();
    try {
      await crossesProcesses(REDIS_URL);
      expect(seen.map((p) => JSON.parse(p).type)).toContain('message');
    } finally {
      watcher.disconnect();
    }
  });
});
