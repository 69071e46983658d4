import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import qs from 'qs';
import { http } from '../lib/http';

/** One request as the server would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  params: unknown;
  /** The raw body as sent (a form-encoded string for POST/PUT). */
  rawBody: unknown;
  /** The form body parsed back the way the server's qs parser reads it. */
  body: unknown;
  config: InternalAxiosRequestConfig;
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
 * The HTTP boundary of the tests: a custom axios adapter answering "METHOD /path" keys.
 * Like axios's own adapters it honours the abort signal and the timeout.
 */
const isJson = (config: InternalAxiosRequestConfig) => String(config.headers.getContentType() ?? '').includes('application/json');

export function createFakeApi(routes: Record<string, Route>) {
  const calls: RecordedCall[] = [];
  const unhandled: string[] = [];

  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      const method = (config.method ?? 'get').toUpperCase();
      const path = new URL(config.url ?? '/', 'http://localhost').pathname;
      const call: RecordedCall = {
        method,
        path,
        params: config.params,
        rawBody: config.data,
        body: typeof config.data !== 'string' ? config.data : isJson(config) ? JSON.parse(config.data) : qs.parse(config.data),
        config,
      };
      calls.push(call);

      const abort = () => reject(new CanceledError(undefined, undefined, config));
      if (config.signal?.aborted) return abort();
      config.signal?.addEventListener?.('abort', abort);

      const route = routes[`${method} ${path}`];
      if (route === HANG) {
        if (config.timeout) {
          const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
          setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, code, config)), config.timeout);
        }
        return;
      }
      if (route === undefined) unhandled.push(`${method} ${path}`);
      const reply = route === undefined ? fail(404, '请求的接口不存在', 404) : typeof route === 'function' ? route(call) : route;
      Promise.resolve(reply).then(
        ({ status = 200, body }) => resolve({ data: body, status, statusText: '', headers: {}, config, request: {} }),
        reject,
      );
    });

  return {
    calls,
    unhandled,
    install: () => {
      http.defaults.adapter = adapter;
    },
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
