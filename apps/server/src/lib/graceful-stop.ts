/**
 * How a serving process stops without failing a request: /readyz answers 503 while the store keeps
 * serving, so a load balancer stops sending; each answer then closes its connection, so clients open
 * new ones elsewhere rather than reuse one about to close; then the port closes and the requests in
 * flight finish.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Requests still running this long after the port closed are cut (a long export, a stuck client). */
const IN_FLIGHT_MS = 15_000;

/** The longest a drained stop takes; the primary kills a worker that takes longer. */
export const stopWithinMs = (drainMs: number) => drainMs + IN_FLIGHT_MS + 5000;

export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.draining = true;
  // Before Fastify's own listener, so every answer, the early ones from memory included, carries it.
  app.server.prependListener('request', (_req, res) => res.setHeader('connection', 'close'));
  await sleep(drainMs);
  const cut = setTimeout(() => app.server.closeAllConnections(), IN_FLIGHT_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
