import { REQUEST_TIMEOUT_MS } from '@yc/contracts';
import { apiUrl } from '../api-url';
import { ApiError } from './api-error';
import { announce } from './announce';
import { encodeFormBody, toQueryString } from './form-body';
import { trackInFlight, untrackInFlight } from './in-flight';
import { classify } from './outcome';
import type { RequestConfig } from './policy';
import { withLeadingSlash } from './request-url';
import { learnFromResponse } from '../server-clock';

/** One call as it goes out, after the rules of spec section 7 have shaped it. */
export interface HttpRequest {
  method: string;
  /** The API path, with its leading slash. */
  url: string;
  params?: object;
  /** The body as sent: form-encoded or JSON text, or FormData. */
  data?: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** Every HTTP status comes back here: the envelope mapping owns the 401/422/5xx rules. */
export interface HttpResponse {
  status: number;
  data: unknown;
}

export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** A JSON body parsed, anything else (a gateway's HTML page) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** fetch to the page host's API origin, with the session cookie there too. */
export const fetchTransport: Transport = async ({ method, url, params, data, headers, signal }) => {
  const query = params ? toQueryString(params) : '';
  const response = await fetch(apiUrl(query === '' ? url : `${url}?${query}`), {
    method,
    headers,
    body: data as BodyInit | undefined,
    credentials: 'include',
    signal,
  });
  return { status: response.status, data: parseBody(await response.text()) };
};

let transport: Transport = fetchTransport;

/** The tests' fake server answers in the network's place. */
export const setTransport = (next: Transport): void => {
  transport = next;
};

/** The one way the site calls the API: every rule of spec sections 7 and 8 lives behind it. */
export async function request(method: string, url: string, data?: unknown, config: RequestConfig = {}): Promise<unknown> {
  const path = withLeadingSlash(url);
  const headers = { ...config.headers };
  const body = encodeFormBody(method, data, headers);
  const controller = trackInFlight(method, path, config.signal);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);

  let response: HttpResponse;
  try {
    response = await transport({ method, url: path, params: config.params, data: body, headers, signal: controller.signal });
  } catch {
    // A timeout is told apart from a cancelled call, so an aborted page load is never mistaken for one.
    const apiError = new ApiError(timedOut ? 'timeout' : controller.signal.aborted ? 'canceled' : 'network', 0, '');
    announce(apiError, config.policy);
    throw apiError;
  } finally {
    clearTimeout(timer);
    untrackInFlight(method, path, controller);
  }

  const outcome = classify(response.status, response.data);
  if (outcome.kind === 'success') {
    learnFromResponse(outcome.data);
    return outcome.data;
  }
  const error = new ApiError(outcome.kind, outcome.code, outcome.msg, response.status, outcome.errors, outcome.data);
  announce(error, config.policy);
  throw error;
}
