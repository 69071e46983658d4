/**
 * How a chat event reaches every API process: PostgreSQL LISTEN/NOTIFY on a connection of its own
 * (a pooled connection would drop the LISTEN when returned), or Redis pub/sub when REDIS_URL is set.
 * Every process, the sender's included, delivers from the bus alone, so a message shows the same
 * way whichever process its reader is connected to.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { backoffMs } from '../../db/backoff.js';
import { databaseKey } from '../../db/pool.js';

export const CHAT_CHANNEL = 'chat_events';

export type ChatEvent =
  /** A message was stored. */
  | { type: 'message'; conversationId: number; storeId: number; messageId: number }
  /** A conversation was taken, handed over, closed or read by the staff side. */
  | { type: 'conversation'; conversationId: number; storeId: number }
  /** The buyer side read up to a message: the store's other tabs update their badge. */
  | { type: 'buyer_read'; conversationId: number; storeId: number };

export interface ChatBusListener {
  event(e: ChatEvent): void;
  /** The subscription was re-established: events in between may be lost, so clients catch up. */
  resumed(): void;
}

export interface ChatBus {
  /** Resolves once this process receives events (a message stored after it is delivered). */
  listen(listener: ChatBusListener): Promise<void>;
  publish(e: ChatEvent): Promise<void>;
  close(): Promise<void>;
}

function parse(payload: string | undefined): ChatEvent | undefined {
  try {
    return payload ? (JSON.parse(payload) as ChatEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** LISTEN on a dedicated client, reconnecting with backoff when the server drops it; NOTIFY through the pool. */
export function postgresBus(pool: pg.Pool, log: (msg: string) => void): ChatBus {
  let client: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (listener: ChatBusListener): Promise<void> => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      const e = parse(n.payload);
      if (e) listener.event(e);
    });
    const lost = (err?: Error) => {
      if (client !== c || closed) return;
      client = undefined;
      log(`chat LISTEN connection lost: ${err?.message ?? 'closed'}`);
      c.end().catch(() => undefined);
      const again = (attempt: number) => {
        retry = undefined;
        if (closed) return;
        connect(listener).then(
          () => listener.resumed(),
          () => (retry = setTimeout(() => again(attempt + 1), backoffMs(attempt + 1))),
        );
      };
      retry = setTimeout(() => again(0), backoffMs(0));
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${CHAT_CHANNEL}`);
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
      await pool.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(e)]);
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
export function redisBus(url: string, database: pg.PoolConfig, log: (msg: string) => void): ChatBus {
  const channel = `${CHAT_CHANNEL}:${databaseKey(database)}`;
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
          const e = parse(payload);
          if (e) listener.event(e);
        });
        sub.on('error', (err: Error) => log(`chat Redis subscriber: ${err.message}`));
        let ready = false;
        sub.on('ready', () => {
          if (ready) listener.resumed();
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
