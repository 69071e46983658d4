/**
 * The one place session cookies (buyer and staff) are written: always HttpOnly, SameSite, and Secure
 * whenever the request came over https, directly or through a proxy that `TRUST_PROXY` trusts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface SessionCookie {
  name: string;
  value: string;
  expires: Date;
  path?: string;
  sameSite?: 'lax' | 'strict';
}

const overHttps = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { name, value, expires, path = '/', sameSite = 'lax' }: SessionCookie,
): void {
  reply.setCookie(name, value, { path, expires, sameSite, httpOnly: true, secure: overHttps(request) });
}

/** Clears with the same flags it was set with, so a browser that holds a Secure cookie drops it. */
export function clearSessionCookie(reply: FastifyReply, { name, path = '/' }: { name: string; path?: string }): void {
  reply.clearCookie(name, { path, httpOnly: true, secure: overHttps(reply.request) });
}
