/**
 * The limit of the routes that draw a document (the PDFs, the 首营资料 ZIP): each takes a worker
 * seconds of CPU, so a store may ask each of them this often whoever of its members asks, from
 * wherever; past it the store is answered 429 in Chinese (plugins/error-handler.ts).
 */
import type { FastifyRequest } from 'fastify';

export const DOCUMENTS_PER_MINUTE = 20;

export const perStoreDocumentLimit = {
  rateLimit: {
    max: DOCUMENTS_PER_MINUTE,
    timeWindow: '1 minute',
    // The session is read before the limit; a visitor is counted by address and then refused for want of a login.
    keyGenerator: (request: FastifyRequest) => (request.auth ? `store:${request.auth.storeId}` : `ip:${request.ip}`),
  },
};
