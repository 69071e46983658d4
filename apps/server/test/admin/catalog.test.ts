/** The console's catalogue: what a merchandiser changes is what the storefront shows, checked and audited. */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, FIRST_WAREHOUSE_ID, manufacturers, searchTerms, warehouses } from '../../src/db/schema/index.js';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { encryptedSheetFile, sheetFile } from '../spreadsheet-files.js';
import { asStaff, auditRowsOf, loggedInStaff } from '../staff-fixtures.js';
import { fileForm, goodsBody, goodsRow, newGoods, PNG } from './catalog-fixtures.js';
import { expectPictureUploads } from './picture-upload.js';

const app = fileApp();
let cookie: string;
let buyer: string;
beforeAll(async () => {
  ({ cookie } = await loggedInStaff(app, 'merchandiser'));
  const b = await createBuyer(app);
  buyer = await login(app, b);
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown> | FormData) =>
  asStaff(app, cookie, { method, url, payload: payload as Record<string, unknown> | undefined });
const storefront = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: buyer } })).json();

describe('saving a goods', () => {
  it('shows the new price and ladder tier on the storefront detail at once, and audits before and after', async () => {
    const g = await newGoods(app, {
      price: 1500,
      ladder: [
        { number: 10, price: 1500 },
        { number: 50, price: 1400 },
      ],
    });
    const res = await call(
      'POST',
      `/api/admin/goods/${g.id}`,
      goodsBody(g, {
        base_price: '13.80',
        ladder: [
          { number: 10, price: '13.80' },
          { number: 40, price: '12.60' },
        ],
      }),
    );
    expect(res.json()).toMatchObject({ code: 10000, msg: '商品已保存' });

    const detail = (await storefront(`/api/goods/detail/${g.id}`)).data;
    expect(detail.price).toBe(13.8);
    expect(detail.ladder_price).toEqual([
      { number: 10, price: 13.8 },
      { number: 40, price: 12.6 },
    ]);

    const [row] = await auditRowsOf(app, 'goods', g.id);
    expect(row.action).toBe('goods.update');
    expect(row.before).toMatchObject({ base_price: '15.00', ladder: '≤10: 15.00；≤50: 14.00' });
    expect(row.after).toMatchObject({ base_price: '13.80', ladder: '≤10: 13.80；≤40: 12.60' });
  });

  it.each([
    [{ base_price: '12.345' }, '基础价格最多两位小数'],
    [{ base_price: '0' }, '基础价格须大于0元'],
    [{ stock: -1 }, '库存不能为负数'],
    [{ ladder: [{ number: 10, price: '13.00' }] }, '阶梯价格不能高于基础价格'],
    [
      {
        ladder: [
          { number: 10, price: '10.00' },
          { number: 50, price: '11.00' },
        ],
      },
      '购买数量越多的阶梯，价格不能越高',
    ],
    [{ level_prices: [{ level: 2, price: '12.50' }] }, '等级价格不能高于基础价格'],
    [{ is_controlled: 1, controlled_customer_types: ['诊所'] }, '控销商品请选择可销售地区'],
    [{ contains_ephedrine: 1, hm_limit: 0 }, '含麻药品请设置每单限购数量'],
    [{ is_near_expiry: 1 }, '近效期商品请填写有效期'],
    [{ name: '' }, '请输入商品名称'],
    [{ licence_holder: '药'.repeat(101) }, '上市许可持有人不能超过100个字'],
    [{ trade_name: '药'.repeat(51) }, '商品名不能超过50个字'],
    [{ barcode: '690123456' }, '条码应为8、12、13或14位数字'],
    [{ barcode: '69012345678AB' }, '条码应为8、12、13或14位数字'],
    [{ barcode: '6901234567891' }, '条码校验位不正确，请核对'],
  ])('refuses %o with 422 「%s」 and changes nothing', async (changes, msg) => {
    const g = await newGoods(app);
    const res = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, changes));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await goodsRow(app, g.id)).toEqual(g);
    expect(await auditRowsOf(app, 'goods', g.id)).toHaveLength(0);
  });

  it('refuses a SKU another goods has and a class that does not exist', async () => {
    const [a, b] = [await newGoods(app), await newGoods(app)];
    const taken = await call('POST', `/api/admin/goods/${b.id}`, goodsBody(b, { sku: a.sku }));
    expect(taken.json()).toMatchObject({ code: 422, msg: '商品编码已存在' });
    const noClass = await call('POST', `/api/admin/goods/${b.id}`, goodsBody(b, { category_key: 'no.such' }));
    expect(noClass.json()).toMatchObject({ code: 422, msg: '商品分类不存在' });
    expect(await goodsRow(app, b.id)).toEqual(b);
  });

  it('writes controlled regions and customer types, level prices and the 含麻 limit the storefront reads', async () => {
    const g = await newGoods(app);
    const body = goodsBody(g, {
      is_controlled: 1,
      controlled_regions: ['河北省'],
      controlled_customer_types: ['诊所'],
      contains_ephedrine: 1,
      hm_limit: 3,
      level_prices: [{ level: 1, price: '11.50' }],
    });
    expect((await call('POST', `/api/admin/goods/${g.id}`, body)).json().code).toBe(10000);
    const detail = (await storefront(`/api/goods/detail/${g.id}`)).data;
    // The buyer (北京市, 单体药店, level 1) may not buy it, sees its level price and the 含麻 limit.
    expect(detail).toMatchObject({ is_kx: 1, is_buy: 0, is_hm: 1, hm_limit: 3, price: 11.5 });
    const edit = (await call('GET', `/api/admin/goods/${g.id}`)).json().data;
    expect(edit).toMatchObject({
      controlled_regions: ['河北省'],
      controlled_customer_types: ['诊所'],
      level_prices: [{ level: 1, price: 11.5 }],
    });
  });

  it('keeps the 上市许可持有人 the 随货同行单 prints, trimmed, audited before and after; absent is none', async () => {
    const g = await newGoods(app);
    const saved = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { licence_holder: '  华北制药集团有限责任公司 ' }));
    expect(saved.json().code).toBe(10000);
    expect((await goodsRow(app, g.id)).licenceHolder).toBe('华北制药集团有限责任公司');
    expect((await call('GET', `/api/admin/goods/${g.id}`)).json().data.licence_holder).toBe('华北制药集团有限责任公司');
    const [row] = await auditRowsOf(app, 'goods', g.id);
    expect(row).toMatchObject({
      action: 'goods.update',
      before: { licence_holder: '' },
      after: { licence_holder: '华北制药集团有限责任公司' },
    });

    // The editor saves the whole goods: a body without one (a device) clears it.
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g))).json().code).toBe(10000);
    expect((await goodsRow(app, g.id)).licenceHolder).toBe('');
  });

  it('keeps the 商品名 and 条码: audited, found by the storefront search at once; a barcode names one goods', async () => {
    const g = await newGoods(app);
    // A twelve-digit body of this run's own (seeded barcodes start 6901), and its GS1 check digit.
    const body = `6939${String(process.pid).padStart(8, '0').slice(-8)}`;
    const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
    const barcode = `${body}${(10 - (sum % 10)) % 10}`;
    // Ask first, so the listing's keyword cache holds "nothing" for both.
    expect((await storefront(`/api/goods/list?keywords=${barcode}`)).data.list).toEqual([]);
    expect((await storefront(`/api/goods/list?keywords=${encodeURIComponent('测维宁')}`)).data.list).toEqual([]);

    const saved = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { trade_name: ' 测维宁 ', barcode }));
    expect(saved.json().code).toBe(10000);
    expect(await goodsRow(app, g.id)).toMatchObject({ tradeName: '测维宁', barcode });
    expect((await call('GET', `/api/admin/goods/${g.id}`)).json().data).toMatchObject({ trade_name: '测维宁', barcode });
    expect((await auditRowsOf(app, 'goods', g.id))[0]).toMatchObject({
      action: 'goods.update',
      before: { trade_name: '', barcode: '' },
      after: { trade_name: '测维宁', barcode },
    });
    const found = async (keywords: string) =>
      (await storefront(`/api/goods/list?keywords=${encodeURIComponent(keywords)}`)).data.list.map((x: { id: number }) => x.id);
    expect(await found(barcode)).toEqual([g.id]);
    expect(await found('测维宁')).toEqual([g.id]);

    const other = await newGoods(app);
    const taken = await call('POST', `/api/admin/goods/${other.id}`, goodsBody(other, { barcode }));
    expect(taken.json()).toMatchObject({ code: 422, msg: `条码已被商品“${g.name}（${g.spec}）”使用` });
    expect(await goodsRow(app, other.id)).toEqual(other);
    expect(await auditRowsOf(app, 'goods', other.id)).toHaveLength(0);
    // Saving the goods that carries it again is no clash with itself; clearing it frees it.
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { trade_name: '测维宁', barcode }))).json().code).toBe(10000);
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g))).json().code).toBe(10000);
    expect(await found(barcode)).toEqual([]);
    expect((await call('POST', `/api/admin/goods/${other.id}`, goodsBody(other, { barcode }))).json().code).toBe(10000);
  });

  it('takes a goods off sale: gone from the storefront, still in the console', async () => {
    const g = await newGoods(app);
    expect((await call('POST', `/api/admin/goods/${g.id}/on-sale`, { on_sale: 0 })).json().msg).toBe('商品已下架');
    expect((await app.inject({ method: 'GET', url: `/api/goods/detail/${g.id}`, headers: { cookie: buyer } })).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/goods?keywords=${encodeURIComponent(g.sku)}&on_sale=0`))
        .json()
        .data.list.map((r: { id: number }) => r.id),
    ).toEqual([g.id]);
    expect((await auditRowsOf(app, 'goods', g.id))[0]).toMatchObject({
      action: 'goods.off_sale',
      before: { on_sale: true },
      after: { on_sale: false },
    });
  });
});

describe('warehouses (ck_id)', () => {
  let seq = 0;
  const newWarehouse = async (changes: Record<string, unknown> = {}) => {
    const name = `测试仓${process.pid % 100000}x${(seq += 1)}`;
    const res = await call('POST', '/api/admin/warehouses', {
      name,
      city: '成都',
      address: '成都市双流区',
      sort: 50,
      is_active: 1,
      ...changes,
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '仓库已添加' });
    return { id: res.json().data.id as number, name };
  };
  const listed = async () => (await call('GET', '/api/admin/warehouses')).json().data as { id: number; stock: object; is_active: number }[];

  it('adds a warehouse with an audit row, and refuses a blank or taken name with 422', async () => {
    const w = await newWarehouse();
    const [row] = await auditRowsOf(app, 'warehouse', w.id);
    expect(row).toMatchObject({ action: 'warehouse.create', before: null, after: { name: w.name, city: '成都', is_active: true } });
    expect((await listed()).find((x) => x.id === w.id)).toMatchObject({ name: w.name, city: '成都', is_active: 1 });

    const blank = await call('POST', '/api/admin/warehouses', { name: ' ', sort: 0, is_active: 1 });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().msg).toBe('请输入仓库名称');
    const taken = await call('POST', '/api/admin/warehouses', { name: w.name, sort: 0, is_active: 1 });
    expect(taken.json()).toMatchObject({ code: 422, msg: '仓库名称已存在' });
    expect(await app.db.select().from(warehouses).where(eq(warehouses.name, w.name))).toHaveLength(1);
  });

  it('moves a goods into another warehouse: the storefront card, detail and cart answer its ck_id, and the audit row shows the move', async () => {
    const w = await newWarehouse();
    const g = await newGoods(app);
    // A new name puts the goods in the search dictionary, so the listing finds it by name.
    const name = `仓库测试胶囊${process.pid}`;
    const saved = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { warehouse_id: w.id, name }));
    expect(saved.json().code).toBe(10000);

    expect((await storefront(`/api/goods/detail/${g.id}`)).data.ck_id).toBe(w.id);
    const cards = (await storefront(`/api/goods/list?keywords=${encodeURIComponent(name)}`)).data.list as { id: number; ck_id: number }[];
    expect(cards.map((c) => [c.id, c.ck_id])).toEqual([[g.id, w.id]]);
    await app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: buyer },
      payload: { params: [{ goods_id: g.id, price: 12, number: 1 }] },
    });
    const cart = (await app.inject({ method: 'GET', url: '/api/cart/list', headers: { cookie: buyer } })).json().data.data as {
      goods_id: number;
      goods: { ck_id: number };
    }[];
    expect(cart.find((l) => l.goods_id === g.id)?.goods.ck_id).toBe(w.id);

    expect((await call('GET', `/api/admin/goods/${g.id}`)).json().data.warehouse_id).toBe(w.id);
    const [row] = await auditRowsOf(app, 'goods', g.id);
    expect(row).toMatchObject({ before: { warehouse_id: FIRST_WAREHOUSE_ID }, after: { warehouse_id: w.id } });
  });

  it.each([
    ['no warehouse', { warehouse_id: '' }, '请选择仓库'],
    ['a warehouse that does not exist', { warehouse_id: 2_000_000_000 }, '仓库不存在'],
  ])('refuses a goods saved into %s with 422 and changes nothing', async (_, changes, msg) => {
    const g = await newGoods(app);
    const res = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, changes));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await goodsRow(app, g.id)).toEqual(g);
  });

  it('switches a warehouse off only once it stocks nothing, and then takes no goods', async () => {
    const w = await newWarehouse();
    const g = await newGoods(app, { warehouseId: w.id });
    const off = { name: w.name, city: '成都', address: '', sort: 50, is_active: 0 };
    const refused = await call('POST', `/api/admin/warehouses/${w.id}`, off);
    expect(refused.json()).toMatchObject({ code: 400, msg: '该仓库还有1个商品，请先将这些商品移到其他仓库再停用' });
    expect((await listed()).find((x) => x.id === w.id)?.is_active).toBe(1);
    expect(await auditRowsOf(app, 'warehouse', w.id)).toHaveLength(1);

    await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g));
    expect((await call('POST', `/api/admin/warehouses/${w.id}`, off)).json()).toMatchObject({ code: 10000, msg: '仓库已保存' });
    expect((await auditRowsOf(app, 'warehouse', w.id))[0]).toMatchObject({
      action: 'warehouse.update',
      before: { is_active: true, address: '成都市双流区' },
      after: { is_active: false, address: '' },
    });

    const moved = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { warehouse_id: w.id }));
    expect(moved.json()).toMatchObject({ code: 422, msg: `${w.name}已停用，请选择其他仓库` });
    expect((await goodsRow(app, g.id)).warehouseId).toBe(FIRST_WAREHOUSE_ID);
  });

  it('filters the goods list by warehouse, and counts each warehouse’s goods, units, out-of-stock and low-stock goods', async () => {
    const w = await newWarehouse();
    const stocked = [await newGoods(app, { stock: 0, warehouseId: w.id }), await newGoods(app, { stock: 49, warehouseId: w.id })];
    stocked.push(await newGoods(app, { stock: 700, warehouseId: w.id }));
    await newGoods(app, { stock: 0 });

    const page = (await call('GET', `/api/admin/goods?warehouse_id=${w.id}&page_size=50`)).json().data;
    expect(page.total).toBe(3);
    expect(page.list.map((r: { id: number }) => r.id).sort()).toEqual(stocked.map((g) => g.id).sort());
    expect(page.list[0]).toMatchObject({ warehouse_id: w.id, warehouse_name: w.name });
    const out = (await call('GET', `/api/admin/goods?warehouse_id=${w.id}&stock=out`)).json().data.list;
    expect(out.map((r: { id: number }) => r.id)).toEqual([stocked[0].id]);

    expect((await listed()).find((x) => x.id === w.id)?.stock).toEqual({ goods_count: 3, units: 749, out_of_stock: 1, low_stock: 2 });
    const options = (await call('GET', '/api/admin/goods/options')).json().data.warehouses;
    expect(options).toContainEqual({ id: w.id, name: w.name, is_active: 1 });
  });
});

describe('the search dictionary follows the console', () => {
  const suggest = async (keywords: string) =>
    (await storefront(`/api/goods/search?keywords=${encodeURIComponent(keywords)}&type=0`)).data as string[];
  const listed = async (keywords: string) =>
    (await storefront(`/api/goods/list?keywords=${encodeURIComponent(keywords)}`)).data.list.map((g: { id: number }) => g.id) as number[];

  it('a new goods is suggested and found by its name at once, its new maker by manufacturer', async () => {
    const name = `维管测试胶囊${process.pid}`;
    const maker = `维管测试制药厂${process.pid}`;
    // Ask first, so the listing's keyword cache holds "nothing" for the name.
    expect(await listed(name)).toEqual([]);
    const g = await newGoods(app);
    const res = await call('POST', '/api/admin/goods', goodsBody({ sku: `NEW${g.sku}`, name, manufacturer: maker }));
    expect(res.json()).toMatchObject({ code: 10000, msg: '商品已添加' });
    const id = res.json().data.id;

    expect(await suggest(name.slice(0, 4))).toContain(name);
    expect(await listed(name)).toEqual([id]);
    const byMaker = (await storefront(`/api/goods/list?keywords=${encodeURIComponent(maker)}&type=1`)).data.list.map(
      (x: { id: number }) => x.id,
    );
    expect(byMaker).toEqual([id]);
    const [m] = await app.db.select().from(manufacturers).where(eq(manufacturers.name, maker));
    expect(m).toMatchObject({ goodsCount: 1, initials: expect.stringMatching(/^wgcszyc/) });
    expect((await auditRowsOf(app, 'goods', id))[0]).toMatchObject({ action: 'goods.create', before: null });
  });

  it('a rename moves the name: the old one leaves the dictionary once no goods carries it', async () => {
    const g = await newGoods(app);
    const first = `改名前测试药${process.pid}`;
    const second = `改名后测试药${process.pid}`;
    await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { name: first }));
    expect(await suggest(first)).toEqual([first]);
    await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { name: second }));
    expect(await suggest(first)).toEqual([]);
    expect(await suggest(second)).toEqual([second]);
    expect(await listed(second)).toEqual([g.id]);
    const terms = await app.db
      .select()
      .from(searchTerms)
      .where(and(eq(searchTerms.type, 0), eq(searchTerms.term, second)));
    expect(terms).toHaveLength(1);
  });
});

describe('goods pictures', () => {
  it('an uploaded picture is what cards, the detail and the drawn address show; removing it brings the drawing back', async () => {
    const g = await newGoods(app);
    const up = await call('POST', `/api/admin/goods/${g.id}/images`, fileForm('box.png', PNG, 'image/png'));
    expect(up.json()).toMatchObject({ code: 10000, msg: '图片已上传' });
    const [url] = up.json().data as string[];
    expect(url).toMatch(new RegExp(`^/api/img/upload/goods/${g.id}/[0-9a-f]{32}\\.png$`));

    const picture = await app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    const detail = (await storefront(`/api/goods/detail/${g.id}`)).data;
    expect(detail.image).toBe(url);
    expect(detail.goods_image).toEqual([{ url }]);
    const drawn = await app.inject({ method: 'GET', url: `/api/img/goods/${g.id}.svg` });
    expect(drawn.statusCode).toBe(302);
    expect(drawn.headers.location).toBe(url);

    const removed = await call('POST', `/api/admin/goods/${g.id}/images/remove`, { url });
    expect(removed.json()).toMatchObject({ code: 10000, data: [] });
    expect((await storefront(`/api/goods/detail/${g.id}`)).data.image).toBe(`/api/img/goods/${g.id}.svg`);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await auditRowsOf(app, 'goods', g.id)).map((r) => r.action)).toEqual(['goods.image_remove', 'goods.image_add']);
  });

  it('refuses a file that is not a picture whatever its name says', async () => {
    const g = await newGoods(app);
    const res = await call('POST', `/api/admin/goods/${g.id}/images`, fileForm('virus.png', 'MZ not a picture', 'image/png'));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片');
    expect((await goodsRow(app, g.id)).images).toEqual([]);
  });
});

describe('quality reports', () => {
  it('a report of a batch with its PDF is what GET /api/jybg/filter lists for the goods', async () => {
    const g = await newGoods(app);
    const created = await call('POST', `/api/admin/goods/${g.id}/reports`, { batch: 'B240101', msg: '' });
    const rid = created.json().data.id;
    const pdf = Buffer.from('%PDF-1.4 test report');
    const up = await call('POST', `/api/admin/goods/${g.id}/reports/${rid}/file`, fileForm('report.pdf', pdf, 'application/pdf'));
    expect(up.json().code).toBe(10000);
    const listed = (await storefront(`/api/jybg/filter?goods_id=${g.id}`)).data.list;
    expect(listed).toEqual([expect.objectContaining({ batch: 'B240101', url: up.json().data.url })]);
    expect((await app.inject({ method: 'GET', url: up.json().data.url })).headers['content-type']).toBe('application/pdf');
    const again = await call('POST', `/api/admin/goods/${g.id}/reports`, { batch: 'B240101', msg: '' });
    expect(again.json()).toMatchObject({ code: 422, msg: '该批号已有检验报告' });
  });
});

describe('categories', () => {
  it('a new ordinary class gets a key under its parent, lists goods moved into it, and cannot be deleted while it has goods', async () => {
    const [parent] = await app.db
      .select()
      .from(categories)
      .where(and(eq(categories.kind, 'ordinary'), eq(categories.key, 'kgr')));
    const res = await call('POST', '/api/admin/categories', {
      kind: 'ordinary',
      name: `测试分类${process.pid}`,
      sort: 99,
      parent_id: parent.id,
    });
    const id = res.json().data.id;
    const [row] = await app.db.select().from(categories).where(eq(categories.id, id));
    expect(row).toMatchObject({ key: expect.stringMatching(/^kgr\.csfl/), depth: 2, parentId: parent.id });

    const g = await newGoods(app);
    await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { category_key: row.key }));
    expect((await goodsRow(app, g.id)).categoryKeys).toEqual(['kgr', row.key]);
    const listed = (await storefront(`/api/goods/list?category_id=${id}`)).data.list.map((x: { id: number }) => x.id);
    expect(listed).toEqual([g.id]);

    const refused = await call('DELETE', `/api/admin/categories/${id}`);
    expect(refused.json()).toMatchObject({ code: 400, msg: '该分类下还有1个商品，请先把商品移到其他分类' });
  });

  it('the free-shipping menu lists an ordinary class by its key, once', async () => {
    const name = `包邮测试${process.pid}`;
    const res = await call('POST', '/api/admin/categories', { kind: 'youx', name, sort: 50, key: 'kgr' });
    expect(res.json().code).toBe(10000);
    const menu = (await storefront('/api/focus/common')).data.category_yx.map((c: { name: string }) => c.name);
    expect(menu).toContain(name);
    const twice = await call('POST', '/api/admin/categories', { kind: 'youx', name, sort: 50, key: 'kgr' });
    expect(twice.json()).toMatchObject({ code: 400, msg: '该分类已在优选包邮分类中' });
    await call('DELETE', `/api/admin/categories/${res.json().data.id}`);
  });
});

describe('brand logos and category icons', () => {
  it('an uploaded brand logo is what the brand wall, the brand page and the drawn address show, and goes with the brand', async () => {
    const id = (await call('POST', '/api/admin/brands', { name: `标志品牌${process.pid}`, manufacturer: '', sort: 0 })).json().data.id;
    const logoOf = async () => (await app.db.select().from(brands).where(eq(brands.id, id)))[0].logo;
    expect(await logoOf()).toBe(`/api/img/brand/${id}.svg`);
    const url = await expectPictureUploads(app, {
      cookie,
      url: `/api/admin/brands/${id}/logo`,
      kind: 'brand',
      id,
      read: logoOf,
      entity: 'brand',
      action: 'brand.logo',
      field: 'logo',
    });

    const wall = (await storefront('/api/focus/common')).data.brand;
    expect(wall).toContainEqual(expect.objectContaining({ id, logo: url }));
    expect((await storefront(`/api/focus/brand/${id}`)).data.brand.logo).toBe(url);
    const drawn = await app.inject({ method: 'GET', url: `/api/img/brand/${id}.svg` });
    expect(drawn.statusCode).toBe(302);
    expect(drawn.headers.location).toBe(url);

    expect((await call('DELETE', `/api/admin/brands/${id}`)).json().code).toBe(10000);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('an uploaded category icon is what the storefront menu shows', async () => {
    const name = `图标分类${process.pid}`;
    const id = (await call('POST', '/api/admin/categories', { kind: 'ordinary', name, sort: 99 })).json().data.id;
    const logoOf = async () => (await app.db.select().from(categories).where(eq(categories.id, id)))[0].logo;
    expect(await logoOf()).toMatch(/^data:image\/svg\+xml/);
    const url = await expectPictureUploads(app, {
      cookie,
      url: `/api/admin/categories/${id}/logo`,
      kind: 'category',
      id,
      read: logoOf,
      entity: 'category',
      action: 'category.logo',
      field: 'logo',
    });

    const menu = (await storefront('/api/focus/common')).data.category;
    expect(menu).toContainEqual(expect.objectContaining({ id, name, logo: url, logo1: url }));
    const tree = (await call('GET', '/api/admin/categories?kind=ordinary')).json().data;
    expect(tree).toContainEqual(expect.objectContaining({ id, logo: url }));
    await call('DELETE', `/api/admin/categories/${id}`);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('nav, ads and hot searches', () => {
  it('what the console adds is what GET /api/focus/common and /api/focus/{slot} answer', async () => {
    const keyword = `热搜${process.pid}`;
    const hot = await call('POST', '/api/admin/hot-searches', { keyword, sort: 999 });
    const nav = await call('POST', '/api/admin/nav', { name: '测试导航', url: '/lqzx', sort: 999 });
    const common = (await storefront('/api/focus/common')).data;
    expect(common.rnss).toContain(keyword);
    expect(common.nav.map((n: { id: number }) => n.id)).toContain(nav.json().data.id);

    const ad = await call('POST', '/api/admin/ads', {
      slot: 'right',
      title: '测试广告',
      subtitle: '',
      color: '#123456',
      url: '/lqzx',
      sort: 999,
    });
    const id = ad.json().data.id;
    expect((await storefront('/api/focus/right')).data.at(-1)).toEqual({ title: '测试广告', image: `/api/img/ad/${id}.svg`, url: '/lqzx' });
    await call('POST', `/api/admin/ads/${id}/picture`, fileForm('ad.png', PNG, 'image/png'));
    expect((await storefront('/api/focus/right')).data.at(-1).image).toMatch(new RegExp(`^/api/img/upload/ad/${id}/`));

    for (const [url, entity] of [
      [`/api/admin/hot-searches/${hot.json().data.id}`, 'hot_search'],
      [`/api/admin/nav/${nav.json().data.id}`, 'nav'],
      [`/api/admin/ads/${id}`, 'ad'],
    ]) {
      expect((await call('DELETE', url)).json().code).toBe(10000);
      expect((await auditRowsOf(app, entity, url.split('/').at(-1) as string))[0].action).toBe(`${entity}.delete`);
    }
    expect((await storefront('/api/focus/common')).data.rnss).not.toContain(keyword);
  });

  it('refuses an ad of a slot the storefront has not', async () => {
    const res = await call('POST', '/api/admin/ads', { slot: 'nowhere', title: '测试', color: '#123456', sort: 0 });
    expect(res.json()).toMatchObject({ code: 422, msg: '广告位不存在' });
  });
});

describe('bulk price and stock update', () => {
  const csv = (lines: string[]) => lines.join('\n');

  it('previews every row with its errors, applies the valid ones in one go with an audit row each, and only once', async () => {
    const [a, b, c] = [
      await newGoods(app, { price: 1000, stock: 10 }),
      await newGoods(app, { price: 2000, stock: 20 }),
      await newGoods(app, { price: 3000, ladder: [{ number: 10, price: 2900 }] }),
    ];
    const file = csv([
      '商品编码,价格,库存',
      `${a.sku},11.50,100`,
      `NO-SUCH-SKU,1.00,1`,
      `${b.sku},abc,5`,
      `${b.sku},,-3`,
      `${c.sku},28.00,`,
      `${a.sku},9.00,1`,
      `${b.sku},,7`,
    ]);
    const preview = await call('POST', '/api/admin/goods/import', fileForm('价格更新.csv', file, 'text/csv'));
    expect(preview.json().code).toBe(10000);
    const p = preview.json().data;
    expect(p).toMatchObject({ total: 7, valid: 1, invalid: 6, applied_at: null });
    expect(p.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['商品编码不存在']],
      [4, ['价格格式不正确，应为数字（单位：元）']],
      [5, ['库存不能为负数', '商品编码与第4行重复']],
      [6, ['价格低于该商品的阶梯价或等级价（¥29.00），请在商品编辑页一并调整']],
      [7, ['商品编码与第2行重复']],
      [8, ['商品编码与第4行重复']],
    ]);
    expect(p.rows[0]).toMatchObject({ goods_id: a.id, name: a.name, old_price: 10, price: 11.5, old_stock: 10, stock: 100 });
    // Nothing changes before it is applied.
    expect(await goodsRow(app, a.id)).toEqual(a);

    const applied = await call('POST', `/api/admin/goods/import/${p.id}/apply`);
    expect(applied.json()).toMatchObject({ code: 10000, msg: '已更新1个商品，6行未导入', data: { changed: 1, unchanged: 0, invalid: 6 } });
    expect(await goodsRow(app, a.id)).toMatchObject({ basePrice: 1150, stock: 100 });
    expect(await goodsRow(app, b.id)).toEqual(b);
    expect(await goodsRow(app, c.id)).toEqual(c);
    expect((await storefront(`/api/goods/detail/${a.id}`)).data.price).toBe(11.5);
    expect((await auditRowsOf(app, 'goods', a.id))[0]).toMatchObject({
      action: 'goods.import',
      before: { base_price: '10.00', stock: 10 },
      after: { base_price: '11.50', stock: 100, import_id: p.id },
    });
    expect((await auditRowsOf(app, 'goods_import', p.id))[0]).toMatchObject({
      action: 'goods_import.apply',
      after: { changed: 1, refused: 6 },
    });

    const again = await call('POST', `/api/admin/goods/import/${p.id}/apply`);
    expect(again.json()).toMatchObject({ code: 400, msg: '该批次已导入，请勿重复导入' });
    expect(await goodsRow(app, a.id)).toMatchObject({ basePrice: 1150, stock: 100 });
  });

  it('reads an XLSX and an XLS sheet, and a CSV saved by Excel in GB18030', async () => {
    const [a, b] = [await newGoods(app), await newGoods(app)];
    const xlsx = sheetFile([
      ['商品编码', '价格', '库存'],
      [a.sku, 8.8, 66],
    ]);
    const x = (await call('POST', '/api/admin/goods/import', fileForm('stock.xlsx', xlsx))).json().data;
    expect(x.rows).toEqual([expect.objectContaining({ sku: a.sku, price: 8.8, stock: 66, errors: [] })]);
    const xls = sheetFile(
      [
        ['商品编码', ' 价格（元） '],
        [a.sku, 9.5],
      ],
      'biff8',
    );
    const old = (await call('POST', '/api/admin/goods/import', fileForm('stock.xls', xls))).json().data;
    expect(old.rows).toEqual([expect.objectContaining({ sku: a.sku, price: 9.5, stock: null, errors: [] })]);

    const gbk = Buffer.concat([
      Buffer.from([0xc9, 0xcc, 0xc6, 0xb7, 0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xbf, 0xe2, 0xb4, 0xe6, 0x0a]),
      Buffer.from(`${b.sku},42\n`),
    ]);
    const c = (await call('POST', '/api/admin/goods/import', fileForm('gbk.csv', gbk))).json().data;
    expect(c.rows).toEqual([expect.objectContaining({ sku: b.sku, price: null, stock: 42, errors: [] })]);
    await call('POST', `/api/admin/goods/import/${c.id}/apply`);
    expect(await goodsRow(app, b.id)).toMatchObject({ stock: 42, basePrice: b.basePrice });
  });

  it.each([
    ['goods.json', '{}', '请上传 .csv、.xlsx、.xls 文件'],
    ['a.xls', encryptedSheetFile(), '表格已设置密码保护，请取消密码后重新上传'],
    [
      'a.xlsx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]),
      '无法读取该表格，文件可能已损坏，请另存为 .xlsx 或 .csv 后重试',
    ],
    ['a.csv', '名称,规格\n阿莫西林,0.25g', '表格第一行须有「商品编码」列，以及「价格」或「库存」列'],
    ['a.csv', '商品编码,价格\n', '表格中没有要导入的数据行'],
    ['a.xlsx', 'not a zip', '文件不是有效的 XLSX 表格'],
  ])('refuses %s (%s) with 「%s」', async (name, content, msg) => {
    const res = await call('POST', '/api/admin/goods/import', fileForm(name, content));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });
});
