/**
 * Keeps the in-process caches of every API process correct: a catalogue change made through one
 * process is announced on the event bus, and each process (this one included) empties its caches
 * when it hears it, or when its subscription comes back after a break, since events may have been lost.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../db/pool.js';
import { eventBus } from '../lib/event-bus.js';
import { announceCatalogueChangesWith, clearCachesOfThisProcess, type CatalogueChange } from '../lib/expiring-cache.js';

export const CATALOGUE_CHANNEL = 'catalogue_changes';

interface ChangeEvent {
  /** Absent in events of earlier releases, which meant the whole catalogue. */
  change?: CatalogueChange;
}

export async function registerCatalogueChanges(app: FastifyInstance): Promise<void> {
  const bus = eventBus<ChangeEvent>(poolOf(app.db), app.config.redisUrl, CATALOGUE_CHANNEL, (msg) => app.log.warn(msg));
  await bus.listen({ event: (e) => clearCachesOfThisProcess(e.change), resumed: () => clearCachesOfThisProcess() });
  const stop = announceCatalogueChangesWith(async (change, tx) => {
    const e: ChangeEvent = { change };
    // PostgreSQL delivers a NOTIFY of a transaction at its commit, so no process drops its caches before the change is
    // there to read; the same payload signalled again in one transaction (an order of many lines) is delivered once.
    if (tx && !app.config.redisUrl) return void (await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${JSON.stringify(e)})`));
    // Otherwise at once: on Redis another process may cache the old stock again before the commit, for a listing's seconds.
    await bus.publish(e).catch((err: unknown) => app.log.warn({ err }, 'catalogue change not announced'));
  });
  app.addHook('onClose', async () => {
    stop();
    await bus.close();
  });
}
