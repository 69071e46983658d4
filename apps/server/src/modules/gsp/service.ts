/**
 * The GSP papers of the buyer's orders and supplier: the 随货同行单 of a shipped order (also printed
 * by the warehouse while it ships), each shipped batch's 检验报告, and the supplier's 首营资料.
 */
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { deliveryNoteNo } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { chinaDay, chinaToday } from '../../lib/china-day.js';
import { notFound, refuse } from '../../lib/errors.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import { cjkFont } from '../../lib/pdf/font.js';
import { renderOffThread } from '../../lib/pdf/render-pool.js';
import type { AuthContext } from '../../plugins/session.js';
import { lineBatchesOf } from '../batches/queries.js';
import { getSetting } from '../content/settings.js';
import { findOrder, orderItemsOf, type OrderRow } from '../orders/queries.js';
import { defaultManager } from '../user/queries.js';
import { renderDeliveryNotePdf, type DeliveryNoteLine } from './delivery-note.js';
import * as q from './queries.js';
import { renderSupplierPack, type SupplierPack } from './supplier-documents.js';

export interface PaperFile {
  fileName: string;
  data: Buffer;
}

const DELIVERY_NOTE = '随货同行单';
const SHIPPED: readonly OrderRow['status'][] = ['shipped', 'completed'];
/** The warehouse prints the note while it picks (待发货) as well. */
const PRINTABLE: readonly OrderRow['status'][] = ['paid', ...SHIPPED];

async function shippedOrder(db: Db, auth: Pick<AuthContext, 'storeId'>, id: number, what: string): Promise<OrderRow> {
  const order = await findOrder(db, auth.storeId, id);
  if (!order) throw notFound('订单');
  if (!SHIPPED.includes(order.status)) throw refuse(`订单发货后才能下载${what}`);
  return order;
}

/** A line's amount shared over its batches by quantity, the last batch taking what rounding leaves. */
function shares(amount: number, number: number, quantities: readonly number[]): number[] {
  let left = amount;
  return quantities.map((n, i) => {
    const share = i === quantities.length - 1 ? left : Math.floor((amount * n) / number);
    left -= share;
    return share;
  });
}

/** The phone order page of the shipment, which lists each line's 追溯码 (login first when the phone has none). */
const traceOf = async (origin: string, orderId: number) => {
  const url = `${origin}/m/order/${orderId}`;
  return { url, qr: await QRCode.toDataURL(url, { type: 'image/png', width: 240, margin: 1, errorCorrectionLevel: 'M' }) };
};

async function drawDeliveryNote(db: Db, order: OrderRow, origin: string): Promise<PaperFile> {
  await cjkFont(DELIVERY_NOTE);
  const [items, batches, supplier, siteName, store] = await Promise.all([
    orderItemsOf(db, order.id),
    lineBatchesOf(db, order.id),
    getSetting(db, 'supplier'),
    getSetting(db, 'site_name'),
    q.storeWithManager(db, order.storeId),
  ]);
  const facts = await q.goodsFactsOf(
    db,
    items.map((i) => i.goodsId),
  );
  const lines = items.flatMap((item): DeliveryNoteLine[] => {
    const goods = facts.get(item.goodsId);
    const base = {
      name: item.name,
      spec: item.spec,
      manufacturer: item.manufacturer,
      licenceHolder: goods?.licenceHolder ?? '',
      approvalNo: goods?.approvalNo ?? '',
      unit: item.unit,
      price: item.price,
      storage: goods?.storage ?? '',
    };
    const own = batches.filter((b) => b.orderItemId === item.id);
    // A line from before batches were recorded ships without one.
    if (own.length === 0) return [{ ...base, batchNo: '', producedOn: '', expiresOn: '', quantity: item.number, amount: item.amount }];
    const amounts = shares(
      item.amount,
      item.number,
      own.map((b) => b.quantity),
    );
    return own.map((b, i) => ({
      ...base,
      batchNo: b.batchNo,
      producedOn: b.producedOn,
      expiresOn: b.expiresOn,
      quantity: b.quantity,
      amount: amounts[i],
    }));
  });
  const a = order.address;
  const data = await renderOffThread(new URL('./delivery-note.js', import.meta.url), renderDeliveryNotePdf, DELIVERY_NOTE, {
    noteNo: deliveryNoteNo(order.orderNo),
    trace: await traceOf(origin, order.id),
    orderNo: order.orderNo,
    shippedOn: chinaDay(order.shippedAt ?? new Date()),
    carrier: order.carrier ?? '',
    trackingNo: order.trackingNo ?? '',
    supplier: {
      name: supplier.legal_name || siteName,
      licenceNo: supplier.drug_licence_no,
      address: supplier.warehouse_address,
      phone: supplier.phone,
    },
    buyer: {
      name: store?.company ?? '',
      consignee: a.consignee ?? '',
      phone: a.phone ?? '',
      address: [a.province, a.city, a.district, a.detail].filter(Boolean).join(''),
    },
    lines,
  });
  return { fileName: `${DELIVERY_NOTE}-${order.orderNo}.pdf`, data };
}

/** GET /api/order/:id/delivery_note: the store's own order, once shipped; `origin` is the store's address its QR code links to. */
export async function buyerDeliveryNote(db: Db, auth: Pick<AuthContext, 'storeId'>, id: number, origin: string): Promise<PaperFile> {
  return drawDeliveryNote(db, await shippedOrder(db, auth, id, DELIVERY_NOTE), origin);
}

/** The console's print of an order the staff member may reach: paid (being picked), shipped or completed. */
export async function warehouseDeliveryNote(db: Db, order: OrderRow, origin: string): Promise<PaperFile> {
  if (!PRINTABLE.includes(order.status)) throw refuse('订单付款后才能打印随货同行单');
  return drawDeliveryNote(db, order, origin);
}

/** The address of the 检验报告 of a batch the store's order shipped. */
export async function batchReport(db: Db, auth: Pick<AuthContext, 'storeId'>, orderId: number, batchId: number): Promise<string> {
  const order = await shippedOrder(db, auth, orderId, '检验报告');
  const batch = await q.orderBatch(db, order.id, batchId);
  if (!batch) throw notFound('该订单的发货批次');
  if (batch.reports.length === 0) throw refuse(`批号 ${batch.batchNo} 的检验报告尚未上传，请联系客户经理`);
  return batch.reports[0];
}

/** The day a year after `day`, less one (a year's term: 2026-03-01 to 2027-02-28). */
function yearOn(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y + 1, m - 1, d) - 86_400_000).toISOString().slice(0, 10);
}

const SUPPLIER_DOCUMENTS = '首营资料';
/**
 * Packs drawn, by everything drawn on them (supplier profile, store, manager, day): a change of any
 * is another key, so a pack is never served stale; downloads of one pack at once share one drawing.
 */
const packs = new ExpiringCache<Buffer>(86_400_000, 32);
const packKey = (p: SupplierPack) => crypto.createHash('sha256').update(JSON.stringify(p)).digest('base64url');

/** GET /api/user/supplier_documents: the 首营资料 ZIP for the session's store, its 委托书 naming the manager who serves it. */
export async function supplierDocuments(db: Db, auth: Pick<AuthContext, 'storeId'>): Promise<PaperFile> {
  await cjkFont(SUPPLIER_DOCUMENTS);
  const [store, supplier, siteName] = await Promise.all([
    q.storeWithManager(db, auth.storeId),
    getSetting(db, 'supplier'),
    getSetting(db, 'site_name'),
  ]);
  if (!store) throw notFound('门店');
  const manager = store.manager ?? (await defaultManager(db));
  const issuedOn = chinaToday();
  const legalName = supplier.legal_name || siteName;
  const pack: SupplierPack = {
    supplier: { ...supplier, legal_name: legalName },
    buyer: store.company,
    manager: { name: manager?.name ?? '', phone: manager?.phone ?? '', idCardNo: manager?.idCardNo ?? '' },
    issuedOn,
    validTo: yearOn(issuedOn),
  };
  const data = await packs.get(packKey(pack), () =>
    renderOffThread(new URL('./supplier-documents.js', import.meta.url), renderSupplierPack, SUPPLIER_DOCUMENTS, pack),
  );
  return { fileName: `${SUPPLIER_DOCUMENTS}-${legalName}.zip`, data };
}
