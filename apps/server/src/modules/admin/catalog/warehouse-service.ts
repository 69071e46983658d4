/**
 * Warehouses (the spec's ck_id): each goods row is stocked in one. Merchandisers and the warehouse
 * staff keep the list; every change is audited. A warehouse that still stocks goods stays active,
 * so the storefront never sells from a switched-off one.
 */
import type { AdminWarehouse, AdminWarehouseBody } from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, refuse } from '../../../lib/errors.js';
import type { Actor } from '../shared/audit.js';
import { rowWrites } from '../shared/row-writes.js';
import * as q from './warehouse-queries.js';

const flag = (b: boolean) => (b ? 1 : 0);

const writes = rowWrites<q.WarehouseRow>({
  entity: 'warehouse',
  label: '仓库',
  find: q.warehouseById,
  view: (w) => ({ name: w.name, city: w.city, address: w.address, sort: w.sort, is_active: w.isActive }),
});

export async function listWarehouses(db: Db): Promise<AdminWarehouse[]> {
  const rows = await q.warehousesWithStock(db);
  return rows.map(({ warehouse: w, ...stock }) => ({
    id: w.id,
    name: w.name,
    city: w.city,
    address: w.address,
    sort: w.sort,
    is_active: flag(w.isActive),
    stock: { goods_count: stock.goodsCount, units: stock.units, out_of_stock: stock.outOfStock, low_stock: stock.lowStock },
    created_at: seconds(w.createdAt),
    updated_at: seconds(w.updatedAt),
  }));
}

async function columnsOf(tx: Tx, body: AdminWarehouseBody, id: number | null) {
  const other = await q.warehouseIdOfName(tx, body.name);
  if (other !== undefined && other !== id) throw new FieldError('name', '仓库名称已存在');
  return { name: body.name, city: body.city, address: body.address, sort: body.sort, isActive: body.is_active === 1 };
}

export function createWarehouse(db: Db, staff: Actor, body: AdminWarehouseBody): Promise<number> {
  return writes.create(db, staff, async (tx) => q.insertWarehouse(tx, await columnsOf(tx, body, null)));
}

export async function updateWarehouse(db: Db, staff: Actor, id: number, body: AdminWarehouseBody): Promise<void> {
  await writes.update(db, staff, id, async (tx, row) => {
    const columns = await columnsOf(tx, body, id);
    if (row.isActive && !columns.isActive) {
      const stocked = await q.goodsIn(tx, id);
      if (stocked > 0) throw refuse(`该仓库还有${stocked}个商品，请先将这些商品移到其他仓库再停用`);
    }
    await q.updateWarehouse(tx, id, columns);
  });
}

/** The goods editor's check of the warehouse it saves into; run in the saving transaction. */
export async function checkGoodsWarehouse(tx: Tx, id: number): Promise<void> {
  const w = await q.warehouseForGoods(tx, id);
  if (!w) throw new FieldError('warehouse_id', '仓库不存在');
  if (!w.isActive) throw new FieldError('warehouse_id', `${w.name}已停用，请选择其他仓库`);
}

export async function warehouseOptions(db: Db) {
  const rows = await q.warehouseChoices(db);
  return rows.map((w) => ({ id: w.id, name: w.name, is_active: flag(w.isActive) }));
}
