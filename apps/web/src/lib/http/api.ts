import { request } from './client';
import type { RequestConfig } from './policy';

/** Anything that turns an unknown payload into a typed one: the contracts' zod schemas. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** GET a path and parse the envelope's data with its contract. */
export async function getData<T>(url: string, parser: Parser<T>, config?: RequestConfig): Promise<T> {
  return parser.parse(await request('GET', url, undefined, config));
}

/** POST a form-encoded body; the data is returned unparsed for the callers that need it. */
export async function postForm(url: string, body?: object, config?: RequestConfig): Promise<unknown> {
  return request('POST', url, body, config);
}

/**
 * POST a JSON body: for bodies past what the server's form parser takes (2,000 parameters, arrays
 * of 1,000), such as the rows of a 2,000-line purchase plan. A string is sent as it is (form-body.ts).
 */
export async function postJson(url: string, body: object): Promise<unknown> {
  return request('POST', url, JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

export async function deleteData(url: string, config?: RequestConfig): Promise<unknown> {
  return request('DELETE', url, undefined, config);
}
