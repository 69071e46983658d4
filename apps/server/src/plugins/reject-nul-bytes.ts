import type { FastifyInstance } from 'fastify';
import { assertNoNul } from '../lib/nul-bytes.js';

/**
 * NUL bytes in the path, the query or the cookies are refused as soon as the request is routed
 * (before the session is looked up with the cookie), and in the body once it is parsed; multipart
 * text fields are checked where the upload is read (lib/uploads).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    assertNoNul(request.params, 'params');
    assertNoNul(request.query, 'query');
    assertNoNul(request.cookies, 'cookie');
  });
  app.addHook('preValidation', async (request) => assertNoNul(request.body, 'body'));
}
