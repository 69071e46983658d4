/** The history's buyers and staff call the store as its pages do: through the API, in process. */
import type { App } from '../../app.js';

export interface Caller {
  cookie: string;
  /** Each buyer calls from its own address, as pharmacies do: the store's per-address limits count each apart. */
  ip?: string;
}

/** The answer's data, or a refusal carrying the store's own message. */
export class Refused extends Error {}

export async function call<T>(app: App, who: Caller, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> {
  const res = await app.inject({
    method,
    url,
    headers: { cookie: who.cookie },
    ...(who.ip && { remoteAddress: who.ip }),
    ...(payload && { payload }),
  });
  const body = res.json() as { code: number; msg: string; data: T };
  if (res.statusCode >= 500) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  if (body.code !== 10000) throw new Refused(`${method} ${url}: ${body.msg}`);
  return body.data;
}

async function loginAt(app: App, url: string, cookieName: string, username: string, password: string): Promise<Caller> {
  const res = await app.inject({ method: 'POST', url, payload: { username, password } });
  const cookie = res.cookies.find((c) => c.name === cookieName);
  if (!cookie) throw new Error(`${username} could not log in: ${res.body}`);
  return { cookie: `${cookieName}=${cookie.value}` };
}

export const buyerLogin = (app: App, phone: string, password: string) => loginAt(app, '/api/user/login', 'yc_sid', phone, password);
export const staffLogin = (app: App, username: string, password: string) =>
  loginAt(app, '/api/admin/login', 'yc_staff', username, password);

/** The sandbox's 确认支付 of a page the store answered with. */
export async function confirmSandbox(app: App, payUrl: string): Promise<void> {
  const res = await app.inject({ method: 'POST', url: `${payUrl}/confirm` });
  if (res.statusCode !== 303) throw new Error(`sandbox ${payUrl}: ${res.statusCode} ${res.body}`);
}
