/**
 * Which database a catalogue read of a request runs on: a read replica (db/replicas.ts) when one is
 * configured and usable, else the primary. A buyer who has just written anything (a POST, PUT, PATCH or
 * DELETE answered below 400) carries a cookie for a few seconds that keeps even their catalogue reads on
 * the primary, as Rails' database selector does after a write: the listing they go back to after an
 * order shows the stock their order took, whatever the replica has replayed by then. A client that keeps
 * no cookies (an integrator's API key) loses only that, for its own buyer-specific reads use the primary.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { ReadReplicas } from '../db/replicas.js';
import { primaryCatalogueReads } from '../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a read that tolerates a second of lag (the catalogue's) on a replica, or on the primary. */
    replicaRead<T>(request: FastifyRequest, read: (db: Db) => Promise<T>): Promise<T>;
    /**
     * The request's catalogue reads are kept on the primary after the buyer's own write: a reply cache keys its answers
     * apart by this, or a buyer back on a listing after an order could be sent one another request read from the replica.
     */
    afterOwnWrite(request: FastifyRequest): boolean;
  }
}

/** The cookie a write sets; its value means nothing, its presence keeps the reads on the primary. */
const WROTE_COOKIE = 'yc_wrote';
/** Several times the lag a usable replica may have (REPLICA_MAX_LAG_MS is capped below it, config.ts). */
const STICKY_PRIMARY_S = 5;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerReadReplicas(app: FastifyInstance, replicas: ReadReplicas | undefined): void {
  if (!replicas) {
    app.decorate('replicaRead', <T>(_request: FastifyRequest, read: (db: Db) => Promise<T>) => read(app.db));
    app.decorate('afterOwnWrite', () => false);
    return;
  }
  const afterOwnWrite = (request: FastifyRequest) => !!request.cookies[WROTE_COOKIE];
  app.decorate('afterOwnWrite', afterOwnWrite);
  app.decorate('replicaRead', async <T>(request: FastifyRequest, read: (db: Db) => Promise<T>): Promise<T> => {
    if (afterOwnWrite(request)) {
      primaryCatalogueReads.inc({ reason: 'after_write' });
      return read(app.db);
    }
    const onReplica = await replicas.read(read);
    if (onReplica) return onReplica.value;
    primaryCatalogueReads.inc({ reason: 'no_replica' });
    return read(app.db);
  });
  // Set by hand: @fastify/cookie writes the cookies it was given in an onSend hook of its own, which runs before this one.
  app.addHook('onSend', async (request, reply) => {
    if (WRITES.has(request.method) && reply.statusCode < 400) {
      // Secure over HTTPS, as the session cookies are (lib/session-cookie.ts).
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${WROTE_COOKIE}=1; Max-Age=${STICKY_PRIMARY_S}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    }
  });
}
