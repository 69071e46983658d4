import type { Socket } from 'node:net';

/** What a request Node's HTTP parser refused gets: the envelope, not Fastify's English body. */
const REFUSALS: Record<string, { status: number; reason: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时，请重试' },
};
const MALFORMED = { status: 400, reason: 'Bad Request', msg: '请求格式不正确' };

/**
 * Fastify's `clientErrorHandler`: these requests never reach routing (inject cannot make one), so
 * the answer is written to the socket by hand, as Node's own handler does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = REFUSALS[err.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ code: refusal.status, msg: refusal.msg, data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
