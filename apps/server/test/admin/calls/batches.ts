import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app.js';
import { batchImports, goodsBatches, staff } from '../../../src/db/schema/index.js';
import { dayAfter } from '../../fixtures.js';
import { adminCall } from '../admin-call.js';
import { upload } from './catalog.js';
import { newGoods } from '../catalog-fixtures.js';
import { createdId, first, readCreated, type Created } from '../created-row.js';

const stockists: ['warehouse', 'merchandiser'] = ['warehouse', 'merchandiser'];
let n = 0;

/** A batch of a goods of its own, sellable (or locked). */
async function batchOf(app: App, status: 'sellable' | 'locked') {
  const g = await newGoods(app, { stock: 0 });
  n += 1;
  const [b] = await app.db
    .insert(goodsBatches)
    .values({ goodsId: g.id, batchNo: `ACC${n}`, producedOn: dayAfter(-10), expiresOn: dayAfter(300), quantity: 0, status })
    .returning();
  return b;
}

/** A previewed 入库 file of one valid row for a goods of its own. */
async function importOf(app: App) {
  const g = await newGoods(app, { stock: 0 });
  const [imp] = await app.db
    .insert(batchImports)
    .values({
      staffId: (await first(app.db.select({ id: staff.id }).from(staff)))?.id ?? 1,
      fileName: '入库.csv',
      rows: [{ line: 2, sku: g.sku, goodsId: null, batchNo: 'IMP1', producedOn: dayAfter(-10), expiresOn: dayAfter(500), quantity: 3, errors: [] }],
    })
    .returning();
  return { id: imp.id, goodsId: g.id };
}

const batchRow = async (app: App, id: number) => (await first(app.db.select().from(goodsBatches).where(eq(goodsBatches.id, id)))) ?? null;

export const calls = [
  adminCall({
    name: 'GET /api/admin/goods/:id/batches',
    roles: stockists,
    prepare: (app) => batchOf(app, 'sellable'),
    request: (b) => ({ method: 'GET', url: `/api/admin/goods/${b.goodsId}/batches` }),
  }),
  adminCall({
    name: 'POST /api/admin/batches',
    roles: stockists,
    prepare: async (app): Promise<Created & { goodsId: number }> => ({ goodsId: (await newGoods(app, { stock: 0 })).id }),
    request: (c) => ({
      method: 'POST',
      url: '/api/admin/batches',
      payload: { goods_id: c.goodsId, batch_no: '240815', produced_on: dayAfter(-30), expires_on: dayAfter(700), quantity: 12 },
    }),
    change: {
      read: readCreated(
        async (app, c) =>
          (
            await first(
              app.db
                .select()
                .from(goodsBatches)
                .where(and(eq(goodsBatches.goodsId, c.goodsId), eq(goodsBatches.batchNo, '240815'))),
            )
          )?.id,
      ),
      audit: { action: 'batch.receive', entity: 'batch', entityId: createdId },
    },
  }),
  adminCall({
    name: 'POST /api/admin/batches/import',
    roles: stockists,
    request: () => ({
      method: 'POST',
      url: '/api/admin/batches/import',
      payload: upload('入库.csv', '商品编码,批号,生产日期,有效期至,数量\nNOSUCH,1,2026-01-01,2028-01-01,1', 'text/csv'),
    }),
  }),
  adminCall({
    name: 'GET /api/admin/batches/import/:id',
    roles: stockists,
    prepare: importOf,
    request: (i) => ({ method: 'GET', url: `/api/admin/batches/import/${i.id}` }),
  }),
  adminCall({
    name: 'POST /api/admin/batches/import/:id/apply',
    roles: stockists,
    prepare: importOf,
    request: (i) => ({ method: 'POST', url: `/api/admin/batches/import/${i.id}/apply`, payload: {} }),
    change: {
      read: async (app, i) =>
        (
          await first(
            app.db
              .select()
              .from(goodsBatches)
              .where(and(eq(goodsBatches.goodsId, i.goodsId), eq(goodsBatches.batchNo, 'IMP1'))),
          )
        )?.id ?? null,
      audit: { action: 'batch_import.apply', entity: 'batch_import', entityId: (i) => i.id },
    },
  }),
  adminCall({
    name: 'POST /api/admin/batches/:id/reports',
    roles: stockists,
    prepare: (app) => batchOf(app, 'sellable'),
    request: (b) => ({
      method: 'POST',
      url: `/api/admin/batches/${b.id}/reports`,
      payload: upload('r.pdf', '%PDF-1.4 x', 'application/pdf'),
    }),
    change: { read: (app, b) => batchRow(app, b.id), audit: { action: 'batch.report', entity: 'batch', entityId: (b) => b.id } },
  }),
  adminCall({
    name: 'POST /api/admin/batches/:id/lock',
    roles: stockists,
    prepare: (app) => batchOf(app, 'sellable'),
    request: (b) => ({ method: 'POST', url: `/api/admin/batches/${b.id}/lock`, payload: { reason: '厂家召回' } }),
    change: { read: (app, b) => batchRow(app, b.id), audit: { action: 'batch.lock', entity: 'batch', entityId: (b) => b.id } },
  }),
  adminCall({
    name: 'POST /api/admin/batches/:id/unlock',
    roles: stockists,
    prepare: (app) => batchOf(app, 'locked'),
    request: (b) => ({ method: 'POST', url: `/api/admin/batches/${b.id}/unlock`, payload: { reason: '召回解除' } }),
    change: { read: (app, b) => batchRow(app, b.id), audit: { action: 'batch.unlock', entity: 'batch', entityId: (b) => b.id } },
  }),
];
