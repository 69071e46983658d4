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

/**
 * A readable companion of a session cookie, holding nothing but "1": the page asks for the session user
 * only while it is there, so a visitor's browser never logs the 401 of that request as an error.
 */
export const sessionMarker = (name: string): string => `${name}_on`;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { name, value, expires, path = '/', sameSite = 'lax' }: SessionCookie,
): void {
  reply.setCookie(name, value, { path, expires, sameSite, httpOnly: true, secure: overHttps(request) });
  reply.setCookie(sessionMarker(name), '1', { path, expires, sameSite, secure: overHttps(request) });
}

/** Clears with the same flags it was set with, so a browser that holds a Secure cookie drops it. */
export function clearSessionCookie(reply: FastifyReply, { name, path = '/' }: { name: string; path?: string }): void {
  reply.clearCookie(name, { path, httpOnly: true, secure: overHttps(reply.request) });
  clearSessionMarker(reply, { name, path });
}

export function clearSessionMarker(reply: FastifyReply, { name, path = '/' }: { name: string; path?: string }): void {
  reply.clearCookie(sessionMarker(name), { path, secure: overHttps(reply.request) });
}

/** The marker for a session cookie the browser already holds (one from before the marker existed), until the session's own end. */
export function markSession(reply: FastifyReply, { name, path = '/', expires }: { name: string; path?: string; expires?: Date }): void {
  reply.setCookie(sessionMarker(name), '1', { path, expires, sameSite: 'lax', secure: overHttps(reply.request) });
}
