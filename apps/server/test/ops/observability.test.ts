/**
 * What an operator's load balancer and scraper ask: liveness without the database, readiness with it,
 * Prometheus metrics from loopback or with the token, and one X-Request-Id from the answer to the log.
 */
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb } from '../../src/db/client.js';
import { testDatabaseUrl } from '../file-database.js';
import { fileApp } from '../helper.js';

const TOKEN = 'scrape-token-0123456789';
const app = fileApp(4, { metricsToken: TOKEN });

const opened: App[] = [];

/** A TCP relay to the database that can be made to stop passing bytes, as a hung network does. */
async function hangableProxy(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let hung = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    if (hung) return;
    const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
    sockets.add(db);
    client.pipe(db).pipe(client);
    client.on('error', () => db.destroy());
    db.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    hang() {
      hung = true;
      for (const s of sockets) s.pause();
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
});

/** An app of its own, on the file's database or on an address where no database answers, with its log lines kept. */
async function separateApp(databaseUrl = testDatabaseUrl()) {
  const written: string[] = [];
  const { db, pool } = createDb(databaseUrl, 2);
  const built = await buildApp({
    config: { ...loadConfig({ LOG_LEVEL: 'info' }), databaseUrl },
    db,
    logger: { stream: { write: (line) => void written.push(line) } },
  });
  built.addHook('onClose', async () => pool.end());
  opened.push(built);
  return { app: built, lines: () => written.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('health', () => {
  it('answers liveness and readiness as JSON, never the page', async () => {
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toMatch(/^application\/json/);
    expect(live.json()).toEqual({ status: 'ok' });

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', draining: false } });
  });

  it('is not ready while draining, and ready again when told so', async () => {
    app.lifecycle.draining = true;
    try {
      const res = await app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', draining: true } });
      // Still alive and still serving while it drains: the load balancer is what stops sending.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/goods/search?keywords=阿莫' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('with the database hung: alive, not ready, answered within the check timeout', async () => {
    const proxy = await hangableProxy(testDatabaseUrl());
    try {
      const { app: cut } = await separateApp(proxy.url);
      expect((await cut.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // The network between the store and PostgreSQL stops answering: no error, no reply, for good.
      proxy.hang();
      expect((await cut.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const started = Date.now();
      const res = await cut.inject({ method: 'GET', url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'unreachable', migrations: 'unknown', draining: false } });
    } finally {
      proxy.close();
    }
  });

  it('is not ready while a migration is missing from the database', async () => {
    const { app: fresh } = await separateApp();
    const pool = fresh.db.$client;
    const { rows } = await pool.query<{ id: number; hash: string; created_at: string }>(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at',
    );
    try {
      const res = await fresh.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      await pool.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [rows[0].id, rows[0].hash, rows[0].created_at]);
    }
    expect((await fresh.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests by route pattern and shows the pool and the process, from loopback', async () => {
    await app.inject({ method: 'GET', url: '/api/goods/search?keywords=阿莫' });
    await app.inject({ method: 'GET', url: '/api/goods/search?keywords=布洛芬' });
    await app.inject({ method: 'GET', url: '/no/such/page/at/all.php' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const searches = text.match(/^yc_http_requests_total\{method="GET",route="\/api\/goods\/search",status="200"\} (\d+)$/m);
    expect(Number(searches?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/^yc_http_request_duration_seconds_bucket\{le="0\.002",method="GET",route="\/api\/goods\/search"\} \d+$/m);
    // A stranger's URL is one series, not one per URL.
    expect(text).not.toContain('all.php');
    expect(text).toMatch(/^yc_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^yc_db_pool_connections\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^yc_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^yc_job_queue_depth \d+$/m);
    expect(text).toContain('# TYPE yc_event_bus_reconnects_total counter');
    expect(text).toContain('# TYPE yc_payment_notifications_total counter');
  });

  it('is refused from another address unless the scraper brings the token', async () => {
    const outside = { remoteAddress: '203.0.113.7' };
    const refused = await app.inject({ method: 'GET', url: '/metrics', ...outside });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, msg: '无权访问监控指标', data: null });
    const wrong = await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    const allowed = await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('yc_http_requests_total');
  });
});

describe('X-Request-Id', () => {
  it('keeps a valid id the request brought, makes one otherwise, and returns it on every answer', async () => {
    const given = await app.inject({ method: 'GET', url: '/api/goods/search?keywords=阿莫', headers: { 'x-request-id': 'lb-7f3a.91:2' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.91:2');
    const bad = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'has spaces\tand "quotes"' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const a = await app.inject({ method: 'GET', url: '/api/goods/search?keywords=阿莫' });
    const b = await app.inject({ method: 'GET', url: '/api/goods/search?keywords=阿莫' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const refused = await app.inject({ method: 'POST', url: '/api/cart', payload: {} });
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts the id in a 500 answer and in its log line', async () => {
    const { app: logged, lines } = await separateApp();
    logged.get('/api/test/boom', async () => {
      throw new Error('库存表损坏');
    });
    const res = await logged.inject({ method: 'GET', url: '/api/test/boom', headers: { 'x-request-id': 'trace-500-abc' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('trace-500-abc');
    expect(res.json()).toMatchObject({ code: 500, data: null, request_id: 'trace-500-abc' });
    expect(res.body).not.toContain('库存表损坏');
    const line = lines().find((l) => l.msg === 'unhandled error');
    expect(line).toMatchObject({ reqId: 'trace-500-abc', err: { message: '库存表损坏' } });
  });
});
