/**
 * How an event reaches every API process (chat messages, catalogue changes): PostgreSQL LISTEN/NOTIFY
 * on a connection of its own (a pooled connection would drop the LISTEN when returned), or Redis
 * pub/sub when REDIS_URL is set. Every process, the sender's included, hears its own events too.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { backoffMs } from '../db/backoff.js';
import { databaseKey } from '../db/pool.js';
import { eventBusReconnects } from './metrics.js';

export interface BusListener<E> {
  event(e: E): void;
  /** The subscription was re-established: events in between may be lost, so listeners catch up. */
  resumed(): void;
}

export interface EventBus<E> {
  /** Resolves once this process receives events (an event published after it is delivered). */
  listen(listener: BusListener<E>): Promise<void>;
  publish(e: E): Promise<void>;
  close(): Promise<void>;
}

function parse<E>(payload: string | undefined): E | undefined {
  try {
    return payload ? (JSON.parse(payload) as E) : undefined;
  } catch {
    return undefined;
  }
}

/** LISTEN on a dedicated client, reconnecting with backoff when the server drops it; NOTIFY through the pool. */
export function postgresBus<E>(pool: pg.Pool, channel: string, log: (msg: string) => void): EventBus<E> {
  let client: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (listener: BusListener<E>): Promise<void> => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      const e = parse<E>(n.payload);
      if (e) listener.event(e);
    });
    const lost = (err?: Error) => {
      if (client !== c || closed) return;
      client = undefined;
      log(`${channel} LISTEN connection lost: ${err?.message ?? 'closed'}`);
      c.end().catch(() => undefined);
      const again = (attempt: number) => {
        retry = undefined;
        if (closed) return;
        connect(listener).then(
          () => {
            eventBusReconnects.inc({ channel });
            listener.resumed();
          },
          () => (retry = setTimeout(() => again(attempt + 1), backoffMs(attempt + 1))),
        );
      };
      retry = setTimeout(() => again(0), backoffMs(0));
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch (err) {
      await c.end().catch(() => undefined);
      throw err;
    }
    // Closed while reconnecting: nobody is left to end this one.
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
  };

  return {
    listen(listener) {
      listening ??= connect(listener).catch((err: unknown) => {
        listening = undefined;
        throw err;
      });
      return listening;
    },
    async publish(e) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(e)]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub: one connection subscribed, one publishing; ioredis reconnects and resubscribes by
 * itself. The channel names the database, so deployments (or test runs) sharing a Redis never
 * deliver each other's message ids.
 */
export function redisBus<E>(url: string, database: pg.PoolConfig, name: string, log: (msg: string) => void): EventBus<E> {
  const channel = `${name}:${databaseKey(database)}`;
  let subscriber: Redis | undefined;
  let publisher: Redis | undefined;
  let listening: Promise<void> | undefined;

  const pub = () => (publisher ??= new Redis(url, { maxRetriesPerRequest: 2 }));

  return {
    listen(listener) {
      listening ??= (async () => {
        const sub = new Redis(url);
        subscriber = sub;
        sub.on('message', (_channel: string, payload: string) => {
          const e = parse<E>(payload);
          if (e) listener.event(e);
        });
        sub.on('error', (err: Error) => log(`${name} Redis subscriber: ${err.message}`));
        let ready = false;
        sub.on('ready', () => {
          if (ready) {
            eventBusReconnects.inc({ channel: name });
            listener.resumed();
          }
          ready = true;
        });
        await sub.subscribe(channel);
      })();
      return listening;
    },
    async publish(e) {
      await pub().publish(channel, JSON.stringify(e));
    },
    async close() {
      subscriber?.disconnect();
      publisher?.disconnect();
    },
  };
}

/** Redis pub/sub when the deployment has a Redis, else LISTEN/NOTIFY on the app's own database. */
export function eventBus<E>(pool: pg.Pool, redisUrl: string | undefined, channel: string, log: (msg: string) => void): EventBus<E> {
  return redisUrl ? redisBus<E>(redisUrl, pool.options, channel, log) : postgresBus<E>(pool, channel, log);
}
