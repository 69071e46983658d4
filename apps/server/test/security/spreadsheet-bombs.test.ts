/**
 * Issue 35: a small .xlsx that unzips to a huge sheet, or a file of far more rows than any import takes,
 * is refused at once on every upload path, and the store keeps answering everyone else meanwhile.
 */
import { BATCH_IMPORT_COLUMNS, IMPORT_COLUMNS, PLAN_COLUMNS } from '@yc/contracts';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchImports, goodsImports, purchasePlans } from '../../src/db/schema/index.js';
import { fileForm } from '../admin/catalog-fixtures.js';
import { loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { bombFile, sheetFile } from '../spreadsheet-files.js';
import { loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();

const TOO_LARGE = '表格内容过大，请删去多余的行、列或工作表，或拆分后重新上传';
/**
 * The thresholds: a bomb answers within a second, a request beside it within 200 ms. On a loaded
 * machine the request alone already takes tens of ms, so beside a bomb it may take four times its own time
 * alone, measured just before; a sheet parsed on the event loop would stall it for seconds, not that.
 */
const BOMB_MS = 1000;
const BESIDE_MS = 200;
const LOAD_FACTOR = 4;

/** Every column the three paths need, so a bomb is refused for its size and never for its header. */
const HEADER = [
  PLAN_COLUMNS.name,
  PLAN_COLUMNS.quantity,
  IMPORT_COLUMNS.sku,
  IMPORT_COLUMNS.price,
  ...Object.values(BATCH_IMPORT_COLUMNS).slice(1),
];
const ROW = '<row><c><v>7</v></c><c><v>1</v></c></row>';

let buyer: string;
let pending: string;
let merchandiser: string;
let warehouse: string;
/** A million rows in ~125 KB (42 MB unzipped), and 64 MiB of spaces in ~70 KB. */
let millionRows: Buffer;
let whitespace: Buffer;

beforeAll(async () => {
  buyer = (await loggedInBuyer(app)).cookie;
  pending = (await loggedInBuyer(app, { passed: false })).cookie;
  merchandiser = (await loggedInStaff(app, 'merchandiser')).cookie;
  warehouse = (await loggedInStaff(app, 'warehouse')).cookie;
  // The first upload of each path after boot compiles its code: not what is timed here.
  const warm = [await upload(PATHS[0].url, buyer, 'warm.csv', Buffer.from(`${HEADER.join(',')}\n阿莫西林胶囊,1`))];
  for (const p of PATHS.slice(1)) warm.push(await upload(p.url, p.cookie(), 'warm.csv', Buffer.from(HEADER.join(','))));
  for (const send of warm) await send();
  millionRows = bombFile(HEADER, ROW, 1_000_000);
  whitespace = bombFile(HEADER, ' ', 64 * 1024 * 1024);
}, 120_000);

const PATHS = [
  { path: 'purchase plan', url: '/api/user/purchase_plan', cookie: () => buyer, table: purchasePlans },
  { path: 'goods import', url: '/api/admin/goods/import', cookie: () => merchandiser, table: goodsImports },
  { path: 'batch import', url: '/api/admin/batches/import', cookie: () => warehouse, table: batchImports },
] as const;

const rowsOf = async (table: (typeof PATHS)[number]['table']) => (await app.db.select({ n: count() }).from(table))[0].n;

async function timed<T>(call: Promise<T>): Promise<{ res: T; ms: number }> {
  const start = performance.now();
  const res = await call;
  return { res, ms: performance.now() - start };
}

/** A multipart body encoded before the clock starts: the test's own encoding is no work of the server's. */
async function upload(url: string, cookie: string, name: string, data: Buffer) {
  const request = new Request('http://localhost/', { method: 'POST', body: fileForm(name, data) });
  const headers = { cookie, 'content-type': request.headers.get('content-type') ?? '' };
  const payload = Buffer.from(await request.arrayBuffer());
  return () => app.inject({ method: 'POST', url, headers, payload });
}
type Send = Awaited<ReturnType<typeof upload>>;

/** Sends `uploads` and, while they are in flight, an ordinary buyer's request; how long each took. */
async function beside(uploads: Send[] | Promise<Send>[]) {
  const sends = await Promise.all(uploads);
  // Warm: the first call of a route pays for its schema compilation, which is no stall.
  await app.inject({ method: 'GET', url: '/api/user/purchase_plan', headers: { cookie: buyer } });
  const alone = await timed(app.inject({ method: 'GET', url: '/api/user/purchase_plan', headers: { cookie: buyer } }));
  const sent = sends.map((send) => timed(send()));
  const other = timed(app.inject({ method: 'GET', url: '/api/user/purchase_plan', headers: { cookie: buyer } }));
  const [answers, aside] = await Promise.all([Promise.all(sent), other]);
  expect(aside.res.statusCode).toBe(200);
  return { answers, asideMs: aside.ms, boundMs: Math.max(BESIDE_MS, LOAD_FACTOR * alone.ms) };
}

describe('spreadsheet bombs (issue 35)', { timeout: 180_000 }, () => {
  it.each(PATHS)('refuses a million-row and a whitespace .xlsx on the $path upload by their unzipped size, at once', async (p) => {
    for (const [name, bomb] of [
      ['million.xlsx', millionRows],
      ['spaces.xlsx', whitespace],
    ] as const) {
      const before = await rowsOf(p.table);
      const { answers, asideMs, boundMs } = await beside([upload(p.url, p.cookie(), name, bomb)]);
      const [{ res, ms }] = answers;
      expect(res.json()).toMatchObject({ code: 422, msg: TOO_LARGE });
      expect(ms).toBeLessThan(BOMB_MS);
      expect(asideMs).toBeLessThan(boundMs);
      expect(await rowsOf(p.table)).toBe(before);
    }
  });

  it('refuses a bomb whose ZIP headers lie about its size, four at once, parsing off the event loop', async () => {
    const liar = bombFile(HEADER, ROW, 1_000_000, { declared: 1000 });
    const before = await rowsOf(purchasePlans);
    const { answers, asideMs, boundMs } = await beside(Array.from({ length: 4 }, () => upload(PATHS[0].url, buyer, 'liar.xlsx', liar)));
    for (const { res, ms } of answers) {
      expect(res.json()).toMatchObject({ code: 422, msg: TOO_LARGE });
      expect(ms).toBeLessThan(BOMB_MS);
    }
    expect(asideMs).toBeLessThan(boundMs);
    expect(await rowsOf(purchasePlans)).toBe(before);
  });

  it('reads no more rows than a path takes: half a million CSV rows and a 150,000-row sheet are refused for their length', async () => {
    const csv = Buffer.from(`${HEADER.join(',')}\n${'x,1\n'.repeat(500_000)}`);
    const sheet = bombFile(HEADER, '<row><c><v>1</v></c></row>', 150_000);
    const { answers, asideMs, boundMs } = await beside([
      upload(PATHS[0].url, buyer, 'long.csv', csv),
      upload(PATHS[1].url, merchandiser, 'long.xlsx', sheet),
    ]);
    expect(answers.map((a) => a.res.json())).toMatchObject([
      { code: 422, msg: '每次最多导入2000行，请拆分文件' },
      { code: 422, msg: '每次最多导入5000行，请拆分文件' },
    ]);
    expect(asideMs).toBeLessThan(boundMs);
  });

  it('checks the header before the rows: a long sheet without the columns a path needs is refused for them', async () => {
    const sheet = bombFile(['通用名', '规格'], '<row><c><v>1</v></c><c><v>2</v></c></row>', 100_000);
    const { answers, asideMs, boundMs } = await beside([upload(PATHS[2].url, warehouse, 'no-columns.xlsx', sheet)]);
    expect(answers[0].res.json()).toMatchObject({ code: 422, msg: '表格第一行须有「商品编码」「批号」「生产日期」「有效期至」「数量」列' });
    expect(asideMs).toBeLessThan(boundMs);
  });

  it('still takes an honest 5,000-row import of 30 columns, read in its worker', async () => {
    const header = [IMPORT_COLUMNS.sku, IMPORT_COLUMNS.price, ...Array.from({ length: 28 }, (_, c) => `备注${c}`)];
    const rows = Array.from({ length: 5000 }, (_, i) => [
      `NOSUCH-${i}`,
      12.5,
      ...Array.from({ length: 28 }, (_, c) => `某某药业第${i}行第${c}列`),
    ]);
    const { answers } = await beside([upload(PATHS[1].url, merchandiser, 'wide.xlsx', sheetFile([header, ...rows]))]);
    const preview = answers[0].res.json();
    expect(preview).toMatchObject({ code: 10000 });
    expect(preview.data.rows).toHaveLength(5000);
  });

  it('refuses a plan from a store under review before reading it: four bombs at once answer at once', async () => {
    const before = await rowsOf(purchasePlans);
    const { answers, asideMs, boundMs } = await beside(
      Array.from({ length: 4 }, (_, i) => upload(PATHS[0].url, pending, `plan${i}.xlsx`, i % 2 ? whitespace : millionRows)),
    );
    for (const { res, ms } of answers) {
      expect(res.json()).toMatchObject({ msg: '资质审核中，暂不能导入采购计划' });
      expect(ms).toBeLessThan(BOMB_MS);
    }
    expect(asideMs).toBeLessThan(boundMs);
    expect(await rowsOf(purchasePlans)).toBe(before);
  });
});
