/**
 * The console's orders. Shipping, delivery, completion and the decisions on returns and 含麻
 * receipts run the same services as the ops command line (modules/fulfilment, after-sales/review,
 * hm-receipt), each inside a transaction with its audit row. An account manager reaches only the
 * orders of the stores they look after (managedStoresOf).
 */
import {
  fenToYuan,
  HM_RECEIPT_DUE_DAYS,
  maskIdCardNo,
  ORDER_STATUS_TEXT,
  type AdminAfterSalePage,
  type AdminAfterSaleQuery,
  type AdminHmPage,
  type AdminHmQuery,
  type AdminInvoicePage,
  type AdminInvoiceQuery,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminOrderQuery,
  type OrderStatus,
  type ShipBody,
} from '@yc/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { seconds, secondsOrNull } from '../../../lib/epoch-seconds.js';
import { notFound } from '../../../lib/errors.js';
import { approveRequest, rejectRequest } from '../../after-sales/review.js';
import { imageFile } from '../../after-sales/images.js';
import { itemsById, requestSummary } from '../../after-sales/view.js';
import { orderInfo } from '../../checkout/order-read.js';
import { completeOrder, deliverOrder, shipOrder } from '../../fulfilment/service.js';
import { warehouseDeliveryNote, type PaperFile } from '../../gsp/service.js';
import { acceptReceipt, receiptFile } from '../../hm-receipt/service.js';
import { hmReceiptView } from '../../hm-receipt/view.js';
import { invoicePdf } from '../../invoice/service.js';
import { taxFilesOf } from '../../invoice/queries.js';
import { invoiceView, staffInvoiceView } from '../../invoice/view.js';
import { orderItemsOfOrders } from '../../orders/queries.js';
import { audited } from '../shared/audit.js';
import { managedStoresOf } from '../shared/scope.js';
import type { StaffContext } from '../shared/session.js';
import * as q from './queries.js';

const ORDER = 'order';
export const receiptFileUrl = (orderId: number) => `/api/admin/orders/${orderId}/hm-receipt`;
export const invoicePdfUrl = (id: number) => `/api/admin/invoices/${id}/pdf`;
const imageUrl = (requestId: number, url: string) => `/api/admin/after-sales/${requestId}/images/${url.split('/').at(-1)}`;

export async function listOrders(db: Db, staff: StaffContext, query: AdminOrderQuery): Promise<AdminOrderPage> {
  const filter = {
    keywords: query.keywords,
    isHm: query.is_hm === undefined ? undefined : query.is_hm === 1,
    from: query.start_time,
    to: query.end_time,
    ownedBy: managedStoresOf(staff),
  };
  const [{ rows, total }, counts] = await Promise.all([
    q.orderPage(db, filter, query.status === 'all' ? undefined : query.status, sliceOf(query)),
    q.orderCounts(db, filter),
  ]);
  const list = rows.map(({ order: o, company, contactPhone, goodsCount }) => ({
    id: o.id,
    order_no: o.orderNo,
    status: o.status as OrderStatus,
    status_text: ORDER_STATUS_TEXT[o.status as OrderStatus],
    store_id: o.storeId,
    company,
    contact_phone: contactPhone,
    pay_amount: fenToYuan(o.payAmount),
    pay_method: o.payMethod,
    is_hm: o.isHm ? 1 : 0,
    goods_count: goodsCount,
    carrier: o.carrier,
    tracking_no: o.trackingNo,
    created_at: seconds(o.createdAt),
    paid_at: secondsOrNull(o.paidAt),
    shipped_at: secondsOrNull(o.shippedAt),
    delivered_at: secondsOrNull(o.deliveredAt),
  }));
  counts.all = Object.values(counts).reduce((n, c) => n + c, 0);
  return { ...pageOf(list, total, query), counts };
}

async function reachableOrder(db: Db, staff: StaffContext, id: number) {
  const found = await q.orderWithStore(db, id, managedStoresOf(staff));
  if (!found) throw notFound('订单');
  return found;
}

export async function orderDetail(db: Db, staff: StaffContext, id: number): Promise<AdminOrderDetail> {
  const { order, store } = await reachableOrder(db, staff, id);
  const info = await orderInfo(db, { storeId: order.storeId }, id);
  return {
    order: {
      ...info,
      hm_receipt: info.hm_receipt && { ...info.hm_receipt, file_url: info.hm_receipt.file_url && receiptFileUrl(id) },
      invoice: info.invoice && { ...staffInvoiceView(info.invoice), pdf_url: invoicePdfUrl(info.invoice.id) },
      after_sales: info.after_sales.map((r) => ({ ...r, images: r.images.map((url) => imageUrl(r.id, url)) })),
    },
    store: { id: store.id, company: store.company, contact_name: store.contactName, contact_phone: store.contactPhone },
    can_ship: order.status === 'paid' ? 1 : 0,
    can_deliver: order.status === 'shipped' && !order.deliveredAt ? 1 : 0,
    can_complete: order.status === 'shipped' ? 1 : 0,
  };
}

/** The 随货同行单 the warehouse prints and packs with the order. */
export async function deliveryNote(db: Db, staff: StaffContext, id: number, origin: string): Promise<PaperFile> {
  const { order } = await reachableOrder(db, staff, id);
  return warehouseDeliveryNote(db, order, origin);
}

const fulfilment = (action: string, id: number) => ({ action, entity: ORDER, entityId: id, read: (tx: Tx) => q.lockFulfilment(tx, id) });

/** 待发货 → 已发货 with carrier and tracking number: the buyer's logistics timeline shows both. */
export async function ship(db: Db, staff: StaffContext, id: number, body: ShipBody): Promise<void> {
  await reachableOrder(db, staff, id);
  await audited(db, staff, fulfilment('order.ship', id), (tx) =>
    shipOrder(tx, id, body.carrier, body.tracking_no, { kind: 'staff', staffId: staff.staffId }),
  );
}

export async function deliver(db: Db, staff: StaffContext, id: number): Promise<void> {
  await reachableOrder(db, staff, id);
  await audited(db, staff, fulfilment('order.deliver', id), (tx) => deliverOrder(tx, id, { kind: 'staff', staffId: staff.staffId }));
}

/** 已发货 → 已完成 for the buyer who does not confirm: points and the e-invoice follow. */
export async function complete(db: Db, staff: StaffContext, id: number): Promise<void> {
  await reachableOrder(db, staff, id);
  await audited(db, staff, fulfilment('order.complete', id), (tx) => completeOrder(tx, id, { kind: 'staff', staffId: staff.staffId }));
}

export async function listAfterSales(db: Db, staff: StaffContext, query: AdminAfterSaleQuery): Promise<AdminAfterSalePage> {
  const filter = { status: query.status, type: query.type, keywords: query.keywords, ownedBy: managedStoresOf(staff) };
  const { rows, total } = await q.afterSalePage(db, filter, sliceOf(query));
  const items = itemsById(await orderItemsOfOrders(db, [...new Set(rows.map((r) => r.request.orderId))]));
  const list = rows.map((r) => {
    const summary = requestSummary(r, items);
    return {
      ...summary,
      images: summary.images.map((url) => imageUrl(r.request.id, url)),
      can_cancel: 0,
      store_id: r.storeId,
      company: r.company,
    };
  });
  return pageOf(list, total, query);
}

async function reachableRequest(db: Db, staff: StaffContext, id: number): Promise<number> {
  const storeId = await q.afterSaleStore(db, id, managedStoresOf(staff));
  if (storeId === undefined) throw notFound('售后申请');
  return storeId;
}

const decision = (action: string, id: number) => ({
  action,
  entity: 'after_sale',
  entityId: id,
  read: (tx: Tx) => q.lockAfterSale(tx, id),
});

/** Refunds the requested units' share to the paying method (and restocks a return). */
export async function approveAfterSale(db: Db, staff: StaffContext, id: number, reply: string | undefined): Promise<number> {
  await reachableRequest(db, staff, id);
  const done = await audited(db, staff, decision('after_sale.approve', id), (tx) =>
    approveRequest(tx, id, { kind: 'staff', staffId: staff.staffId }, reply),
  );
  return fenToYuan(done.refunded);
}

export async function rejectAfterSale(db: Db, staff: StaffContext, id: number, reason: string): Promise<void> {
  await reachableRequest(db, staff, id);
  await audited(db, staff, decision('after_sale.reject', id), (tx) =>
    rejectRequest(tx, id, { kind: 'staff', staffId: staff.staffId }, reason),
  );
}

export async function afterSaleImage(db: Db, dataDir: string, staff: StaffContext, id: number, name: string) {
  const storeId = await reachableRequest(db, staff, id);
  return imageFile(dataDir, { storeId }, name);
}

const DAY_MS = 86_400_000;
/** Whole days a receipt is past its due day, HM_RECEIPT_DUE_DAYS after shipping (at least 1 once past it); 0 within it or before shipping. */
function daysPastDue(shippedAt: Date | null, now: number): number {
  const past = shippedAt ? (now - shippedAt.getTime()) / DAY_MS - HM_RECEIPT_DUE_DAYS : 0;
  return past > 0 ? Math.max(1, Math.floor(past)) : 0;
}

export async function listHmReceipts(db: Db, staff: StaffContext, query: AdminHmQuery): Promise<AdminHmPage> {
  const { rows, total } = await q.hmPage(db, query.state, query.keywords, managedStoresOf(staff), sliceOf(query));
  const now = Date.now();
  const list = rows.map(({ order: o, company, contactPhone }) => {
    const receipt = hmReceiptView(o);
    return {
      order_id: o.id,
      order_no: o.orderNo,
      status_text: ORDER_STATUS_TEXT[o.status as OrderStatus],
      company,
      contact_phone: contactPhone,
      pay_amount: fenToYuan(o.payAmount),
      shipped_at: secondsOrNull(o.shippedAt),
      overdue_days: receipt.status === 'reviewed' ? 0 : daysPastDue(o.shippedAt, now),
      hm_buyer: o.hmBuyerName && o.hmBuyerIdNo ? { name: o.hmBuyerName, id_no: maskIdCardNo(o.hmBuyerIdNo) } : null,
      receipt: { ...receipt, file_url: receipt.file_url && receiptFileUrl(o.id), can_upload: 0 },
    };
  });
  return pageOf(list, total, query);
}

export async function hmReceiptFile(db: Db, dataDir: string, staff: StaffContext, orderId: number) {
  const { order } = await reachableOrder(db, staff, orderId);
  return receiptFile(db, dataDir, { storeId: order.storeId }, orderId);
}

export async function acceptHmReceipt(db: Db, staff: StaffContext, orderId: number): Promise<void> {
  await reachableOrder(db, staff, orderId);
  await audited(db, staff, fulfilment('hm_receipt.accept', orderId), (tx) =>
    acceptReceipt(tx, orderId, { kind: 'staff', staffId: staff.staffId }),
  );
}

export async function listInvoices(db: Db, staff: StaffContext, query: AdminInvoiceQuery): Promise<AdminInvoicePage> {
  const filter = { keywords: query.keywords, from: query.start_time, to: query.end_time, ownedBy: managedStoresOf(staff) };
  const { rows, total } = await q.invoiceAdminPage(db, filter, sliceOf(query));
  const files = await taxFilesOf(
    db,
    rows.map((r) => r.invoice.id),
  );
  const list = rows.map((r) => ({
    ...staffInvoiceView(invoiceView(r.invoice, r.orderNo, files.get(r.invoice.id))),
    pdf_url: invoicePdfUrl(r.invoice.id),
    store_id: r.storeId,
    company: r.company,
  }));
  return pageOf(list, total, query);
}

export async function invoiceFile(db: Db, staff: StaffContext, id: number) {
  const storeId = await q.invoiceStore(db, id, managedStoresOf(staff));
  if (storeId === undefined) throw notFound('发票');
  return invoicePdf(db, { storeId }, id);
}
