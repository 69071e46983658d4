/**
 * Cross-site request forgery guard for the store and the console: a state-changing request under
 * /api, or a WebSocket handshake there (cross-site WebSocket hijacking), is refused when the
 * browser says it came from another site. Requests without Origin (curl, server-to-server, older
 * browsers on the same origin) pass; the SameSite cookies cover those browsers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const opensSocket = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

/**
 * The Origin's host against the host the request was sent to (`request.host` reads X-Forwarded-Host
 * only from a trusted proxy), with the Origin's scheme deciding which port is the default.
 */
function fromAnotherSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const from = new URL(origin);
    return from.host !== new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage: not this site.
    return true;
  }
}

export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api')) return;
    if (!STATE_CHANGING.has(request.method) && !opensSocket(request)) return;
    if (fromAnotherSite(request)) throw forbidden('非法的跨站请求');
  });
}
