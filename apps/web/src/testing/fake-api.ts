import qs from 'qs';
import { setTransport, type HttpRequest, type Transport } from '../lib/http';

/** One request as the server would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  params: unknown;
  /** The raw body as sent (a form-encoded string for POST/PUT). */
  rawBody: unknown;
  /** The form body parsed back the way the server's qs parser reads it. */
  body: unknown;
  request: HttpRequest;
}

export interface Reply {
  status?: number;
  body: unknown;
}

/** A reply, a function of the call, or HANG: never answer (until cancelled or timed out). */
export type Route = Reply | ((call: RecordedCall) => Reply | Promise<Reply>) | typeof HANG;

export const HANG = Symbol('hang');

export const ok = (data: unknown): Reply => ({ status: 200, body: { code: 10000, msg: 'success', data } });
export const fail = (code: number, msg: string, status = 200, extra: object = {}): Reply => ({
  status,
  body: { code, msg, data: null, ...extra },
});

/**
 * The HTTP boundary of the tests: a transport answering "METHOD /path" keys in the network's place.
 * Like fetch it honours the abort signal, which is also how the client's timeout ends a call.
 */
const isJson = (request: HttpRequest) => String(request.headers['Content-Type'] ?? '').includes('application/json');

export function createFakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const unhandled: string[] = [];

  const transport: Transport = (request) =>
    new Promise((resolve, reject) => {
      const { method, data } = request;
      const path = new URL(request.url, 'http://localhost').pathname;
      const call: RecordedCall = {
        method,
        path,
        params: request.params,
        rawBody: data,
        body: typeof data !== 'string' ? data : isJson(request) ? JSON.parse(data) : qs.parse(data),
        request,
      };
      calls.push(call);

      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort);

      const route = routes[`${method} ${path}`];
      if (route === HANG) return;
      if (route === undefined) unhandled.push(`${method} ${path}`);
      const reply = route === undefined ? fail(404, '请求的接口不存在', 404) : typeof route === 'function' ? route(call) : route;
      Promise.resolve(reply).then(({ status = 200, body }) => resolve({ status, data: body }), reject);
    });

  return {
    calls,
    unhandled,
    install: () => setTransport(transport),
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
