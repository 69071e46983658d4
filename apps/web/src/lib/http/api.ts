import type { AxiosRequestConfig } from 'axios';
import { http } from './client';

/** Anything that turns an unknown payload into a typed one: the contracts' zod schemas. */
export interface Parser<T> {
  parse(input: unknown): T;
}

/** GET a path and parse the envelope's data with its contract. */
export async function getData<T>(url: string, parser: Parser<T>, config?: AxiosRequestConfig): Promise<T> {
  const response = await http.get<unknown>(url, config);
  return parser.parse(response.data);
}

/** POST a form-encoded body; the data is returned unparsed for the callers that need it. */
export async function postForm(url: string, body?: object, config?: AxiosRequestConfig): Promise<unknown> {
  const response = await http.post<unknown>(url, body, config);
  return response.data;
}

/**
 * POST a JSON body: for bodies past what the server's form parser takes (2,000 parameters, arrays
 * of 1,000), such as the rows of a 2,000-line purchase plan. A string is sent as it is (form-body.ts).
 */
export async function postJson(url: string, body: object): Promise<unknown> {
  const response = await http.post<unknown>(url, JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  return response.data;
}

export async function deleteData(url: string, config?: AxiosRequestConfig): Promise<unknown> {
  const response = await http.delete<unknown>(url, config);
  return response.data;
}
