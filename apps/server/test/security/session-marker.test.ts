/**
 * The readable marker beside the HttpOnly session cookie: the page asks for the session user only while it
 * is there (a visitor's browser would otherwise log the 401), so it must follow the session exactly.
 */
import { describe, expect, it } from 'vitest';
import { fileApp, DEMO_MEMBER } from '../helper.js';

const app = fileApp();

const MARKER = 'yc_sid_on';
const cookieOf = (res: { cookies: { name: string; value: string; httpOnly?: boolean; expires?: Date }[] }, name: string) =>
  res.cookies.find((c) => c.name === name);

describe('session marker', () => {
  it('comes with the login, carries nothing, and goes with the logout', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_MEMBER });
    const sid = cookieOf(login, 'yc_sid');
    const marker = cookieOf(login, MARKER);
    expect(sid?.httpOnly).toBe(true);
    expect(marker).toMatchObject({ value: '1' });
    expect(marker?.httpOnly).toBeFalsy();
    expect(marker?.expires?.getTime()).toBe(sid?.expires?.getTime());

    const cookie = `yc_sid=${sid?.value}; ${MARKER}=1`;
    const read = await app.inject({ method: 'GET', url: '/api/user/base', headers: { cookie } });
    expect(read.json().code).toBe(10000);
    expect(cookieOf(read, MARKER)).toBeUndefined();

    const logout = await app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(cookieOf(logout, MARKER)?.value).toBe('');
  });

  it('is dropped by the first API answer once the session is gone, and given to a live session without one', async () => {
    const stale = await app.inject({ method: 'GET', url: '/api/focus', headers: { cookie: `yc_sid=no-such-session; ${MARKER}=1` } });
    expect(cookieOf(stale, MARKER)?.value).toBe('');
    const orphan = await app.inject({ method: 'GET', url: '/api/focus', headers: { cookie: `${MARKER}=1` } });
    expect(cookieOf(orphan, MARKER)?.value).toBe('');

    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_MEMBER });
    const unmarked = await app.inject({
      method: 'GET',
      url: '/api/focus',
      headers: { cookie: `yc_sid=${cookieOf(login, 'yc_sid')?.value}` },
    });
    expect(cookieOf(unmarked, MARKER)?.value).toBe('1');
    // A visitor without either cookie gets nothing set.
    expect(cookieOf(await app.inject({ method: 'GET', url: '/api/focus' }), MARKER)).toBeUndefined();
  });
});
