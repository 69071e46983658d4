/**
 * Goods of the console tests' own (never the seeded ones other test files read), and the editor's
 * body for them. Names carry a marker no seeded drug has, so the dictionary they touch is theirs.
 */
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { batchLedger, categories, FIRST_WAREHOUSE_ID, goods, goodsBatches, goodsLadderPrices, manufacturers } from '../../src/db/schema/index.js';

let seq = 0;
const tag = () => `${process.pid % 100000}x${(seq += 1)}`;

/** A goods row straight in the database: 12.00 yuan, 500 in stock, on sale, in a leaf class of 抗感染药, in the first warehouse. */
export async function newGoods(
  app: App,
  opts: { price?: number; stock?: number; ladder?: { number: number; price: number }[]; warehouseId?: number } = {},
) {
  const t = tag();
  const [maker] = await app.db.select().from(manufacturers).limit(1);
  const [leaf] = await app.db
    .select()
    .from(categories)
    .where(sql`${categories.kind} = 'ordinary' AND ${categories.key} = 'kgr.qms'`);
  const [row] = await app.db
    .insert(goods)
    .values({
      sku: `TA${t}`,
      name: `管理测试品${t}`,
      commonName: `管理测试品${t}`,
      kind: 'western',
      spec: '0.25g*24粒',
      unit: '盒',
      manufacturerId: maker.id,
      manufacturer: maker.name,
      approvalNo: `国药准字H${t}`,
      categoryKey: leaf.key,
      categoryKeys: ['kgr', leaf.key],
      basePrice: opts.price ?? 1200,
      stock: opts.stock ?? 500,
      warehouseId: opts.warehouseId ?? FIRST_WAREHOUSE_ID,
      nameInitials: 'glcsp',
      // The validity of the opening batch below, as the batch moves keep it.
      expiryFrom: (opts.stock ?? 500) > 0 ? OPENING_EXPIRY : null,
      expiryTo: (opts.stock ?? 500) > 0 ? OPENING_EXPIRY : null,
    })
    .returning();
  if (opts.ladder?.length) await app.db.insert(goodsLadderPrices).values(opts.ladder.map((l) => ({ goodsId: row.id, ...l })));
  await openingBatch(app, row.id, row.stock, `TA${t}`);
  return row;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const OPENING_EXPIRY = day(700);

/** The stock a goods is made with, held in one batch received as 入库 records it, so the goods' stock is its batches'. */
async function openingBatch(app: App, goodsId: number, units: number, batchNo: string): Promise<void> {
  const [batch] = await app.db
    .insert(goodsBatches)
    .values({ goodsId, batchNo, producedOn: day(-30), expiresOn: OPENING_EXPIRY, quantity: units })
    .returning({ id: goodsBatches.id });
  await app.db.insert(batchLedger).values({ batchId: batch.id, goodsId, kind: 'receipt', quantityDelta: units, actor: 'system:ops', reason: '测试期初库存' });
}

export async function goodsRow(app: App, id: number) {
  const [row] = await app.db.select().from(goods).where(eq(goods.id, id));
  return row;
}

/** The editor's body of a goods as newGoods makes it, with changes. */
export function goodsBody(
  g: { sku: string; name: string; manufacturer: string },
  changes: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    sku: g.sku,
    name: g.name,
    common_name: g.name,
    kind: 'western',
    dosage_form: '胶囊剂',
    spec: '0.25g*24粒',
    unit: '盒',
    manufacturer: g.manufacturer,
    approval_no: '国药准字H20000001',
    category_key: 'kgr.qms',
    warehouse_id: FIRST_WAREHOUSE_ID,
    base_price: '12.00',
    stock: 500,
    min_qty: 1,
    mid_pack: 1,
    qg_number: 0,
    ladder: [],
    level_prices: [],
    tags: [],
    storage: '常温',
    on_sale: 1,
    ...changes,
  };
}

/** A multipart body with one file in the part named `file` (app.inject builds the stream from it). */
export function fileForm(name: string, data: Buffer | string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return form;
}

/** A whole 1×1 PNG: the upload reads the signature and the chunks after it. */
export { PNG } from '../chat-fixtures.js';
