/**
 * The shared upload rules (lib/uploads) through the routes that use them: type by content, size,
 * the daily quota counted in PostgreSQL, and the orphan job run by pg-boss.
 */
import { UPLOAD_DAILY_BYTES, UPLOAD_DAILY_FILES } from '@yc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb, withDefaultUser } from '../../src/db/client.js';
import { uploads } from '../../src/db/schema/index.js';
import { ORPHAN_UPLOADS_CRON, ORPHAN_UPLOADS_QUEUE, startJobs } from '../../src/jobs/boss.js';
import { removeOrphanUploads } from '../../src/lib/uploads/store.js';
import { fileForm, newGoods } from '../admin/catalog-fixtures.js';
import { clientMsgId, PNG } from '../chat-fixtures.js';
import { testDatabaseUrl } from '../file-database.js';
import { expectInvalid, loggedInBuyer } from '../fixtures.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';

const PICTURE_REFUSED = '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片';
const DOCUMENT_REFUSED = '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件';
const QUOTA = '今日上传已达上限，请明天再试';
const HOUR = 3_600_000;

let app: App;
let dataDir: string;
beforeAll(async () => {
  // Files of this file land in a folder of its own, removed afterwards (routes read DATA_DIR when they are registered).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yc-uploads-'));
  const { db, pool } = createDb(testDatabaseUrl(), 8);
  app = await buildApp({ config: { ...loadConfig({}), databaseUrl: testDatabaseUrl(), dataDir }, db });
  app.addHook('onClose', async () => pool.end());
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const form = (file: { name: string; data: Buffer | string; type?: string }, fields: Record<string, string> = {}) => {
  const body = fileForm(file.name, file.data, file.type);
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body as unknown as Record<string, unknown>;
};
const postAs = (cookie: string, url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });

const chatImage = (cookie: string, file: { name: string; data: Buffer | string; type?: string }) => postAs(cookie, '/api/chat/image', form(file));
const returnImage = (cookie: string, file: { name: string; data: Buffer | string; type?: string }) =>
  postAs(cookie, '/api/order/return/image', form(file));
const certificate = (cookie: string, file: { name: string; data: Buffer | string; type?: string }, fields: Record<string, string> = {}) =>
  postAs(cookie, '/api/user/zizhi', form(file, { type: '营业执照', number: '91110000UPLOAD001', expires_at: '2035-06-30', ...fields }));

const storeUploads = (storeId: number) =>
  app.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.uploaderKind, 'store'), eq(uploads.uploaderId, storeId)));
const filesUnder = (folder: string, owner: number) => {
  const dir = path.join(dataDir, 'uploads', folder, String(owner));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('type by content', () => {
  it('refuses a PNG renamed .pdf sent as application/pdf, storing nothing', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    expectInvalid(await certificate(cookie, { name: '营业执照.pdf', data: PNG, type: 'application/pdf' }), DOCUMENT_REFUSED);
    expect(filesUnder('qualifications', buyer.storeId)).toEqual([]);
    expect(await storeUploads(buyer.storeId)).toEqual([]);
  });

  it.each([
    ['an HTML page named x.png', { name: 'x.png', data: '<html><script>alert(document.cookie)</script></html>', type: 'image/png' }],
    ['an SVG (scripts run in it) named x.png', { name: 'x.png', data: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', type: 'image/png' }],
    ['a PDF where a picture goes', { name: 'x.pdf', data: '%PDF-1.4\n%%EOF\n', type: 'application/pdf' }],
    ['a real PNG declared as text/html', { name: 'x.png', data: PNG, type: 'text/html' }],
    ['a real PNG with no extension', { name: 'x', data: PNG, type: 'image/png' }],
  ])('refuses %s on every picture route', async (_, file) => {
    const { buyer, cookie } = await loggedInBuyer(app);
    expectInvalid(await chatImage(cookie, file), PICTURE_REFUSED);
    expectInvalid(await returnImage(cookie, file), PICTURE_REFUSED);
    expect(await storeUploads(buyer.storeId)).toEqual([]);
  });

  it('takes a JPEG sent as image/jpg and a GIF, served with the type their bytes proved', async () => {
    const { cookie } = await loggedInBuyer(app);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(32)]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
    for (const [file, mime] of [
      [{ name: '破损.JPEG', data: jpeg, type: 'image/jpg' }, 'image/jpeg'],
      [{ name: 'box.gif', data: gif, type: 'image/gif' }, 'image/gif'],
    ] as const) {
      const up = await returnImage(cookie, file);
      expect(up.json()).toMatchObject({ code: 10000 });
      const served = await app.inject({ method: 'GET', url: up.json().data.url, headers: { cookie } });
      expect(served.headers['content-type']).toBe(mime);
    }
  });

  it('refuses a file over 5 MB with a Chinese message', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const big = { name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' };
    expectInvalid(await returnImage(cookie, big), '文件大小不能超过5MB');
    expectInvalid(await certificate(cookie, big), '文件大小不能超过5MB');
    expect(await storeUploads(buyer.storeId)).toEqual([]);
  });

  it('refuses a NUL byte in a multipart text field', async () => {
    const { cookie } = await loggedInBuyer(app);
    expectInvalid(await certificate(cookie, { name: 'a.png', data: PNG }, { number: 'A\u0000B' }), '参数不能包含空字符');
  });
});

describe('daily quota', () => {
  /** `n` files already uploaded by the store `hoursAgo` hours ago. */
  const alreadyUploaded = (storeId: number, n: number, opts: { bytes?: number; hoursAgo?: number } = {}) =>
    app.db.insert(uploads).values(
      Array.from({ length: n }, (_, i) => ({
        path: `uploads/test/${storeId}/${i}-${Math.random()}`,
        uploaderKind: 'store',
        uploaderId: storeId,
        bytes: opts.bytes ?? 1,
        claimedAt: new Date(),
        createdAt: new Date(Date.now() - (opts.hoursAgo ?? 0) * HOUR),
      })),
    );

  it(`refuses the store's upload after ${UPLOAD_DAILY_FILES} files today, on every upload route, in Chinese`, async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    await alreadyUploaded(buyer.storeId, UPLOAD_DAILY_FILES);
    for (const res of [
      await chatImage(cookie, { name: 'a.png', data: PNG }),
      await returnImage(cookie, { name: 'a.png', data: PNG }),
      await certificate(cookie, { name: 'a.png', data: PNG }),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 429, msg: QUOTA, data: null });
    }
    expect(filesUnder('chat', buyer.storeId)).toEqual([]);
  });

  it('counts the bytes too, counts each store and staff member apart, and starts again the next day', async () => {
    const full = await loggedInBuyer(app);
    await alreadyUploaded(full.buyer.storeId, 1, { bytes: UPLOAD_DAILY_BYTES - 10 });
    expect((await returnImage(full.cookie, { name: 'a.png', data: PNG })).json().msg).toBe(QUOTA);

    const other = await loggedInBuyer(app);
    expect((await returnImage(other.cookie, { name: 'a.png', data: PNG })).json().code).toBe(10000);

    const yesterday = await loggedInBuyer(app);
    await alreadyUploaded(yesterday.buyer.storeId, UPLOAD_DAILY_FILES, { hoursAgo: 30 });
    expect((await returnImage(yesterday.cookie, { name: 'a.png', data: PNG })).json().code).toBe(10000);

    const { member, cookie } = await loggedInStaff(app, 'merchandiser');
    const g = await newGoods(app);
    await app.db.insert(uploads).values(
      Array.from({ length: UPLOAD_DAILY_FILES }, (_, i) => ({ path: `uploads/test/staff/${member.staffId}-${i}`, uploaderKind: 'staff', uploaderId: member.staffId, bytes: 1 })),
    );
    const staffUpload = await asStaff(app, cookie, { method: 'POST', url: `/api/admin/goods/${g.id}/images`, payload: form({ name: 'a.png', data: PNG }) });
    expect(staffUpload.statusCode).toBe(429);
    expect(staffUpload.json().msg).toBe(QUOTA);
    // The staff member's uploads are not the store's: a store id equal to the staff id is untouched.
    const colleague = await loggedInStaff(app, 'merchandiser');
    const theirs = await asStaff(app, colleague.cookie, { method: 'POST', url: `/api/admin/goods/${g.id}/images`, payload: form({ name: 'a.png', data: PNG }) });
    expect(theirs.json().code).toBe(10000);
  });

  it('lets through only what is left when uploads race (the count is taken under a lock in PostgreSQL)', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    await alreadyUploaded(buyer.storeId, UPLOAD_DAILY_FILES - 2);
    const results = await Promise.all(Array.from({ length: 6 }, () => returnImage(cookie, { name: 'a.png', data: PNG })));
    expect(results.filter((r) => r.json().code === 10000)).toHaveLength(2);
    expect(results.filter((r) => r.json().msg === QUOTA)).toHaveLength(4);
    expect(filesUnder('after-sales', buyer.storeId)).toHaveLength(2);
  });
});

describe('orphan uploads', () => {
  const age = (relative: string, hours: number) =>
    app.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - hours * HOUR) })
      .where(eq(uploads.path, relative));
  const exists = (relative: string) => fs.existsSync(path.join(dataDir, relative));
  const rowOf = async (relative: string) => (await app.db.select().from(uploads).where(eq(uploads.path, relative)))[0];

  it('are removed by the hourly job after 24 h; pictures sent, certificates and goods pictures stay, and so do new uploads', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const chatPath = (name: string) => `uploads/chat/${buyer.storeId}/${name}`;
    const unsent = chatPath((await chatImage(cookie, { name: 'unsent.png', data: PNG })).json().data.image);
    const sentName = (await chatImage(cookie, { name: 'sent.png', data: PNG })).json().data.image as string;
    const sent = chatPath(sentName);
    expect((await postAs(cookie, '/api/chat/send', { kind: 'image', client_msg_id: clientMsgId(), image: sentName })).json().code).toBe(10000);
    const fresh = chatPath((await chatImage(cookie, { name: 'fresh.png', data: PNG })).json().data.image);
    expect((await certificate(cookie, { name: 'a.png', data: PNG })).json().code).toBe(10000);
    const [licence] = (await storeUploads(buyer.storeId)).filter((u) => u.path.startsWith('uploads/qualifications/'));

    const staff = await loggedInStaff(app, 'merchandiser');
    const g = await newGoods(app);
    const [goodsImage] = (
      await asStaff(app, staff.cookie, { method: 'POST', url: `/api/admin/goods/${g.id}/images`, payload: form({ name: 'a.png', data: PNG }) })
    ).json().data as string[];
    const goodsPath = `uploads/goods-images/${g.id}/${goodsImage.split('/').at(-1)}`;

    for (const relative of [unsent, sent, licence.path, goodsPath]) await age(relative, 25);
    await age(fresh, 23);

    const stop = await startJobs(testDatabaseUrl(), app.db, app.log, dataDir, app.payments);
    const sender = new PgBoss({ connectionString: withDefaultUser(testDatabaseUrl()), max: 1 });
    await sender.start();
    try {
      const schedules = await app.db.execute<{ name: string; cron: string }>(sql`SELECT name, cron FROM pgboss.schedule`);
      expect(schedules.rows).toContainEqual({ name: ORPHAN_UPLOADS_QUEUE, cron: ORPHAN_UPLOADS_CRON });
      // What the schedule does at its minute, asked for now.
      await sender.send(ORPHAN_UPLOADS_QUEUE, {});
      await expect.poll(() => exists(unsent), { timeout: 20_000, interval: 250 }).toBe(false);
    } finally {
      await sender.stop({ graceful: false });
      await stop();
    }
    expect(await rowOf(unsent)).toBeUndefined();
    for (const kept of [sent, fresh, licence.path, goodsPath]) {
      expect(exists(kept)).toBe(true);
      expect(await rowOf(kept)).toBeDefined();
    }
    // The picture that was sent is still shown in the conversation.
    const history = (await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie } })).json().data.list;
    const shown = await app.inject({ method: 'GET', url: history.at(-1).image, headers: { cookie } });
    expect(shown.statusCode).toBe(200);
  });

  it('refuses a message naming a picture the job already removed', async () => {
    const { buyer, cookie } = await loggedInBuyer(app);
    const name = (await chatImage(cookie, { name: 'late.png', data: PNG })).json().data.image as string;
    await age(`uploads/chat/${buyer.storeId}/${name}`, 25);
    expect(await removeOrphanUploads(app.db, dataDir)).toBeGreaterThanOrEqual(1);
    expectInvalid(await postAs(cookie, '/api/chat/send', { kind: 'image', client_msg_id: clientMsgId(), image: name }), '图片不存在，请重新上传');
  });
});

describe('another store’s uploads', () => {
  it('cannot be named in a return request or a chat message', async () => {
    const a = await loggedInBuyer(app);
    const b = await loggedInBuyer(app);
    const url = (await returnImage(a.cookie, { name: 'a.png', data: PNG })).json().data.url as string;
    const theirs = await app.inject({ method: 'GET', url, headers: { cookie: b.cookie } });
    expect(theirs.statusCode).toBe(404);
    const chatName = (await chatImage(a.cookie, { name: 'a.png', data: PNG })).json().data.image as string;
    expectInvalid(await postAs(b.cookie, '/api/chat/send', { kind: 'image', client_msg_id: clientMsgId(), image: chatName }), '图片不存在，请重新上传');
  });

  it('answers a visitor 401 and a buyer on a console upload 401', async () => {
    for (const url of ['/api/chat/image', '/api/order/return/image', '/api/user/zizhi', '/api/hm/receipt']) {
      expect((await app.inject({ method: 'POST', url, payload: form({ name: 'a.png', data: PNG }) })).statusCode).toBe(401);
    }
    const { cookie } = await loggedInBuyer(app);
    const g = await newGoods(app);
    expect((await postAs(cookie, `/api/admin/goods/${g.id}/images`, form({ name: 'a.png', data: PNG }))).statusCode).toBe(401);
    const warehouse = await loggedInStaff(app, 'warehouse');
    const refused = await asStaff(app, warehouse.cookie, { method: 'POST', url: `/api/admin/goods/${g.id}/images`, payload: form({ name: 'a.png', data: PNG }) });
    expect(refused.statusCode).toBe(403);
  });
});
