/**
 * The 效期看板 of the warehouse and the merchandisers: what expires within 30, 90 and 180 days in
 * each warehouse, the batches of one window (to lock for a recall or push out), and the batches
 * past their date still holding units, for destruction. Reads only.
 */
import {
  EXPIRY_WINDOWS,
  fenToYuan,
  type AdminExpiredQuery,
  type AdminExpiringQuery,
  type AdminExpiryBatch,
  type AdminExpiryPage,
  type AdminExpirySummary,
  type ExpiryBucket,
} from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { chinaToday } from '../../../lib/china-day.js';
import { batchView } from './batch-service.js';
import * as q from './expiry-queries.js';
import { warehouseChoices } from './warehouse-queries.js';

function toView(r: q.ExpiryRow): AdminExpiryBatch {
  return {
    ...batchView(r),
    sku: r.sku,
    spec: r.spec,
    manufacturer: r.manufacturer,
    warehouse_name: r.warehouseName,
    days_left: r.daysLeft,
    value: fenToYuan(r.valueFen),
  };
}

async function boardPage(db: Db, w: q.ExpiryWindow, query: AdminExpiredQuery): Promise<AdminExpiryPage> {
  const found = await q.expiryPage(db, w, { warehouseId: query.warehouse_id, keywords: query.keywords }, sliceOf(query));
  return { ...pageOf(found.rows.map(toView), found.total, query), units: found.units, value: fenToYuan(found.valueFen) };
}

export const expiringBatches = (db: Db, query: AdminExpiringQuery) =>
  boardPage(db, { kind: 'expiring', today: chinaToday(), days: query.days }, query);

export const expiredBatches = (db: Db, query: AdminExpiredQuery) => boardPage(db, { kind: 'expired', today: chinaToday() }, query);

const EMPTY = { batches: 0, units: 0, valueFen: 0 };

const bucket = (bands: (typeof EMPTY)[]): ExpiryBucket => ({
  batches: bands.reduce((n, b) => n + b.batches, 0),
  units: bands.reduce((n, b) => n + b.units, 0),
  value: fenToYuan(bands.reduce((n, b) => n + b.valueFen, 0)),
});

/** Every warehouse with what expires within each window (a window holds the shorter ones) and what has expired. */
export async function expirySummary(db: Db): Promise<AdminExpirySummary> {
  const [warehouses, bands] = await Promise.all([warehouseChoices(db), q.expiryBands(db, chinaToday(), EXPIRY_WINDOWS)]);
  return warehouses.map((w) => {
    const band = (d: number) => bands.find((b) => b.warehouseId === w.id && b.band === d) ?? EMPTY;
    const upTo = (days: number) => bucket(EXPIRY_WINDOWS.filter((d) => d <= days).map(band));
    return {
      warehouse_id: w.id,
      warehouse_name: w.name,
      within_30: upTo(30),
      within_90: upTo(90),
      within_180: upTo(180),
      expired: bucket([band(-1)]),
    };
  });
}
