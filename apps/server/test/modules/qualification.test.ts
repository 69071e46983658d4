import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { qualifications, stores } from '../../src/db/schema/index.js';
import { expectInvalid, getAs, loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();
let png: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  png = await QRCode.toBuffer('营业执照扫描件', { type: 'png', width: 64 });
  pdf = await new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ size: 'A6' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text('GSP certificate').end();
  });
});

interface FilePart {
  name: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, ...files: FilePart[]) {
  const boundary = '----ycTestBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fields = (over: Record<string, string> = {}) => ({
  type: '营业执照',
  number: '91110105MA01TEST9X',
  expires_at: '2035-06-30',
  ...over,
});
const upload = (cookie: string, f: Record<string, string>, file?: FilePart) => {
  const body = multipart(f, ...(file ? [file] : []));
  return app.inject({ method: 'POST', url: '/api/user/zizhi', headers: { cookie, ...body.headers }, payload: body.payload });
};
const get = (url: string, cookie: string) => getAs(app, url, cookie);
const storeFiles = (storeId: number) => {
  const dir = path.join(app.config.dataDir, 'uploads', 'qualifications', String(storeId));
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

const buyerWithCookie = () => loggedInBuyer(app);

describe('POST /api/user/zizhi', () => {
  it('files a PNG under the store folder with a random name and sends the store back to review', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const res = await upload(cookie, fields(), { name: 'license.png', data: png, contentType: 'image/png' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '上传成功，请等待审核' });
    const item = res.json().data;
    expect(item).toMatchObject({
      type: '营业执照',
      number: '91110105MA01TEST9X',
      expires_at: '2035-06-30',
      status: 'pending',
      status_text: '审核中',
      expiry_warning: 0,
      file_name: 'license.png',
    });
    const files = storeFiles(buyer.storeId);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.png$/);
    const [store] = await app.db.select().from(stores).where(eq(stores.id, buyer.storeId));
    expect(store.qualificationStatus).toBe('pending');
    expect((await get('/api/user/base', cookie)).json().data.is_passed).toBe(0);

    const download = await get(item.file_url, cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('files a PDF, downloadable by the owner store only', async () => {
    const { cookie } = await buyerWithCookie();
    const res = await upload(cookie, fields({ type: 'GSP证书', number: 'GSP-2026-001' }), {
      name: 'GSP 证书.PDF',
      data: pdf,
      contentType: 'application/pdf',
    });
    expect(res.json().code).toBe(10000);
    const url = res.json().data.file_url as string;
    const mine = await get(url, cookie);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('GSP 证书.PDF')}`);
    expect(mine.rawPayload.equals(pdf)).toBe(true);

    const stranger = await buyerWithCookie();
    const theirs = await get(url, stranger.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().msg).toBe('证件文件不存在');
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('replaces the earlier certificate of the same type', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    await upload(cookie, fields({ number: 'OLD-1' }), { name: 'a.png', data: png });
    await upload(cookie, fields({ number: 'NEW-2' }), {
      name: 'b.jpeg',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png]),
    });
    const list = (await get('/api/user/zizhi', cookie)).json().data.list as { type: string; number: string }[];
    expect(list.filter((q) => q.type === '营业执照').map((q) => q.number)).toEqual(['NEW-2']);
    const rows = await app.db.select().from(qualifications).where(eq(qualifications.storeId, buyer.storeId));
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'replaced']);
  });

  it('refuses an executable renamed .png and a PNG renamed .exe, storing nothing', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const renamed = await upload(cookie, fields(), { name: 'license.png', data: exe, contentType: 'image/png' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({
      msg: '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件',
      errors: { file: ['文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件'] },
    });
    expect((await upload(cookie, fields(), { name: 'setup.exe', data: png })).json().msg).toBe('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件');
    expect(storeFiles(buyer.storeId)).toEqual([]);
    expect(await app.db.select().from(qualifications).where(eq(qualifications.storeId, buyer.storeId))).toEqual([]);
  });

  it('refuses a file over 5 MB with a Chinese message', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await upload(cookie, fields(), { name: 'big.png', data: big });
    expectInvalid(res, '文件大小不能超过5MB');
    expect(storeFiles(buyer.storeId)).toEqual([]);
  });

  it.each([
    [{ type: '' }, '请选择证件类型'],
    [{ type: '身份证' }, '请选择证件类型'],
    [{ number: '' }, '请输入证件编号'],
    [{ expires_at: '2035/06/30' }, '有效期格式不正确，例如 2030-12-31'],
    [{ expires_at: '2020-01-01' }, '证件已过期，请上传在有效期内的证件'],
  ])('answers 422 for fields %j', async (over, msg) => {
    const { cookie } = await buyerWithCookie();
    const res = await upload(cookie, fields(over), { name: 'a.png', data: png });
    expectInvalid(res, msg);
  });

  it('refuses a missing type, a missing file and a body that is not multipart', async () => {
    const { cookie } = await buyerWithCookie();
    const { type: _omitted, ...noType } = fields();
    expect((await upload(cookie, noType, { name: 'a.png', data: png })).json().msg).toBe('请选择证件类型');
    expect((await upload(cookie, fields())).json().msg).toBe('请选择要上传的文件');
    const json = await app.inject({ method: 'POST', url: '/api/user/zizhi', headers: { cookie }, payload: fields() });
    expectInvalid(json, '请选择要上传的文件');
  });

  it('answers 422, never 500, for a cut-off body and for two files', async () => {
    const { cookie } = await buyerWithCookie();
    const whole = multipart(fields(), { name: 'a.png', data: png });
    const cut = whole.payload.subarray(0, whole.payload.length - 60);
    const res = await app.inject({ method: 'POST', url: '/api/user/zizhi', headers: { cookie, ...whole.headers }, payload: cut });
    expectInvalid(res, '上传的内容不完整，请重新上传');
    const twice = multipart(fields(), { name: 'a.png', data: png }, { name: 'b.png', data: png });
    const two = await app.inject({ method: 'POST', url: '/api/user/zizhi', headers: { cookie, ...twice.headers }, payload: twice.payload });
    expectInvalid(two, '每次只能上传一个文件');
  });
});

describe('GET /api/user/zizhi', () => {
  it('lists the certificates with expiry warnings for those expired or within 30 days', async () => {
    const { buyer, cookie } = await buyerWithCookie();
    await app.db.insert(qualifications).values([
      { storeId: buyer.storeId, type: '营业执照', number: 'A', expiresAt: new Date(`${day(400)}T00:00:00Z`), status: 'passed' },
      { storeId: buyer.storeId, type: '药品经营许可证', number: 'B', expiresAt: new Date(`${day(30)}T00:00:00Z`), status: 'passed' },
      { storeId: buyer.storeId, type: '采购委托书', number: 'C', expiresAt: new Date(`${day(-1)}T00:00:00Z`), status: 'passed' },
    ]);
    const { data } = (await get('/api/user/zizhi', cookie)).json();
    expect(data).toMatchObject({
      status: 'passed',
      is_passed: 1,
      types: expect.arrayContaining(['营业执照', 'GSP证书', '第二类医疗器械经营备案凭证']),
    });
    expect(data.types).toHaveLength(7);
    const byNumber = Object.fromEntries((data.list as { number: string }[]).map((q) => [q.number, q]));
    expect(byNumber.A).toMatchObject({ days_left: 400, expired: 0, expiry_warning: 0, file_url: null });
    expect(byNumber.B).toMatchObject({ days_left: 30, expired: 0, expiry_warning: 1 });
    expect(byNumber.C).toMatchObject({ days_left: -1, expired: 1, expiry_warning: 1 });
  });

  it("never lists another store's certificates", async () => {
    const mine = await buyerWithCookie();
    await upload(mine.cookie, fields(), { name: 'a.png', data: png });
    const other = await buyerWithCookie();
    expect((await get('/api/user/zizhi', other.cookie)).json().data.list).toEqual([]);
  });
});
