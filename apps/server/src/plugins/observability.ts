/**
 * What operators and load balancers ask of a running store: one request id per request end to end,
 * liveness (`/healthz`), readiness (`/readyz`) and Prometheus metrics (`/metrics`). None of them is the
 * page: each answers JSON or metrics text, with its own status.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { countPool, httpDuration, httpRequests, metricsRegistry, processMetrics } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is stopping: `/readyz` answers 503 so a load balancer sends no more. */
    lifecycle: { draining: boolean };
  }
}

/** A caller's id is kept when it looks like one (a proxy's or a client's trace id), so one id follows the request. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the `X-Request-Id` the request brought when valid, a new UUID otherwise. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : crypto.randomUUID();
}

const journal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/meta/_journal.json');
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function tokenMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * Registered first, so the id header is on every answer, the early ones from memory included, and every
 * answer is counted by its route pattern (a 404 as `unmatched`, so strangers' URLs add no series).
 */
export function registerObservability(app: FastifyInstance, pool: pg.Pool): void {
  app.decorate('lifecycle', { draining: false });
  const uncount = countPool(pool);
  app.addHook('onClose', async () => uncount());

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  const expectedMigrations = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  let migrated = false;
  const migrationsApplied = async (): Promise<boolean> => {
    if (migrated) return true;
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    migrated = (rows[0]?.n ?? 0) >= expectedMigrations;
    return migrated;
  };

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    let database = 'ok';
    let migrations = 'ok';
    try {
      await withinTimeout(pool.query('SELECT 1'));
      if (!(await withinTimeout(migrationsApplied()))) migrations = 'pending';
    } catch {
      database = 'unreachable';
      migrations = 'unknown';
    }
    const draining = app.lifecycle.draining;
    const ready = database === 'ok' && migrations === 'ok' && !draining;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks: { database, migrations, draining } });
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!LOOPBACK.test(request.ip) && !tokenMatches(request, app.config.metricsToken)) {
      return reply.status(403).send({ code: 403, msg: '无权访问监控指标', data: null });
    }
    return reply.type(metricsRegistry.contentType).header('cache-control', 'no-store').send(await processMetrics());
  });
}
