/**
 * Input the HTTP layer must refuse in Chinese, not crash on: NUL bytes anywhere a client puts a value,
 * headers too large for Node's parser (a real socket: inject bypasses the parser), and HEAD on pages.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/client.js';
import { injectSocket, textMessage } from './chat-fixtures.js';
import { loggedInBuyer } from './fixtures.js';
import { testDatabaseUrl } from './file-database.js';
import { fileApp } from './helper.js';
import { loggedInStaff } from './staff-fixtures.js';

const NUL_REFUSED = '参数不能包含空字符';

const app = fileApp();
let buyer: string;
let staff: string;
beforeAll(async () => {
  buyer = (await loggedInBuyer(app)).cookie;
  staff = (await loggedInStaff(app, 'admin')).cookie;
});

type Call = { method: 'GET' | 'POST'; url: string; as?: 'buyer' | 'staff'; json?: object; form?: string; cookie?: string };

function send(c: Call) {
  const cookie = c.cookie ?? (c.as === 'buyer' ? buyer : c.as === 'staff' ? staff : undefined);
  const type = c.form !== undefined ? 'application/x-www-form-urlencoded' : c.json ? 'application/json' : undefined;
  return app.inject({
    method: c.method,
    url: c.url,
    headers: { ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
    payload: c.form ?? (c.json ? JSON.stringify(c.json) : undefined),
  });
}

describe('NUL bytes', () => {
  it.each<[string, Call]>([
    ['a listing query', { method: 'GET', url: '/api/goods/list?keywords=%00' }],
    ['a search query', { method: 'GET', url: '/api/goods/search?keywords=%E9%98%BF%00&type=0' }],
    ['a nested query key', { method: 'GET', url: '/api/goods/list?sort[%00]=1' }],
    ['a path parameter', { method: 'GET', url: '/api/article/page/ab%00c' }],
    ['the login JSON body', { method: 'POST', url: '/api/user/login', json: { username: '13800000001\u0000', password: 'x' } }],
    ['a form body', { method: 'POST', url: '/api/user/feedback', as: 'buyer', form: 'type=%E5%85%B6%E4%BB%96&content=%00%00%00%00%00%00' }],
    [
      'a JSON body',
      {
        method: 'POST',
        url: '/api/address',
        as: 'buyer',
        json: { consignee: '张\u0000三', phone: '13800000000', province: '北京市', city: '北京市', detail: '测试路1号' },
      },
    ],
    ['a console query', { method: 'GET', url: '/api/admin/goods?keywords=%00', as: 'staff' }],
    ['a console JSON body', { method: 'POST', url: '/api/admin/articles', as: 'staff', json: { title: 'a\u0000b' } }],
    ['the session cookie', { method: 'GET', url: '/api/user/base', cookie: 'yc_sid=%00' }],
    ['the console cookie', { method: 'GET', url: '/api/admin/me', cookie: 'yc_staff=ab%00' }],
  ])('%s answers 422 in Chinese, never 500', async (_, call) => {
    const res = await send(call);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 422, msg: NUL_REFUSED, data: null });
  });

  it('refuses it in a chat socket frame with an error frame, and the socket goes on', async () => {
    const socket = await injectSocket(app, '/api/chat/ws', buyer);
    await socket.next('unread');
    const bad = textMessage('你好\u0000');
    socket.send({ type: 'send', message: bad });
    expect(await socket.next('error')).toMatchObject({ client_msg_id: bad.client_msg_id, msg: NUL_REFUSED });
    socket.send({ type: 'send', message: textMessage('你好') });
    await socket.next('ack');
    socket.ws.close();
  });

  it('names the field that held it', async () => {
    const res = await send({ method: 'GET', url: '/api/goods/list?keywords=%00' });
    expect(res.json().errors).toEqual({ keywords: [NUL_REFUSED] });
  });
});

describe('oversized headers', () => {
  it('answers 431 with the envelope on a real socket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      let got = '';
      socket.on('data', (d) => (got += d.toString('utf8')));
      socket.on('end', () => resolve(got));
      socket.on('close', () => resolve(got));
      socket.on('error', reject);
      socket.write(`GET /api/goods/hot HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(body)).toEqual({ code: 431, msg: '请求头过大', data: null });
  });
});

describe('HEAD on pages', () => {
  let web: App;
  let dist: string;
  const html = '<!doctype html><html><head><title>药采云</title></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    const { db, pool } = createDb(testDatabaseUrl(), 2);
    web = await buildApp({ config: { ...loadConfig({}), databaseUrl: testDatabaseUrl(), webDist: dist }, db });
    web.addHook('onClose', async () => pool.end());
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/list', '/list/info/1'])('HEAD %s answers like GET, without the body', async (url) => {
    const get = await web.inject({ method: 'GET', url });
    const head = await web.inject({ method: 'HEAD', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(html);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    expect(head.body).toBe('');
  });

  it('keeps HEAD on the API routed to the API, and an unknown API path a JSON 404', async () => {
    const api = await web.inject({ method: 'HEAD', url: '/api/goods/hot' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    const missing = await web.inject({ method: 'HEAD', url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    expect((await web.inject({ method: 'POST', url: '/list' })).statusCode).toBe(404);
  });
});
