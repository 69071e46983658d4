/**
 * Keeps the in-process caches of every API process correct: a catalogue change made through one
 * process is announced on the event bus, and each process (this one included) empties its caches
 * when it hears it, or when its subscription comes back after a break, since events may have been lost.
 */
import type { FastifyInstance } from 'fastify';
import { poolOf } from '../db/pool.js';
import { eventBus } from '../lib/event-bus.js';
import { announceCatalogueChangesWith, clearCachesOfThisProcess } from '../lib/expiring-cache.js';

export const CATALOGUE_CHANNEL = 'catalogue_changes';

export async function registerCatalogueChanges(app: FastifyInstance): Promise<void> {
  const bus = eventBus<{ at: number }>(poolOf(app.db), app.config.redisUrl, CATALOGUE_CHANNEL, (msg) => app.log.warn(msg));
  await bus.listen({ event: clearCachesOfThisProcess, resumed: clearCachesOfThisProcess });
  const stop = announceCatalogueChangesWith(() => {
    // The change is committed and this process's caches are already empty; the others expire within a minute at worst.
    bus.publish({ at: Date.now() }).catch((err: unknown) => app.log.warn({ err }, 'catalogue change not announced'));
  });
  app.addHook('onClose', async () => {
    stop();
    await bus.close();
  });
}
