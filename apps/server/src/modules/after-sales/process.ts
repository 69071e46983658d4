/** The lifecycle of a return (退货) or after-sales (售后) request as one table: the platform decides a pending request once, or the buyer withdraws it. */
import { AFTER_SALE_STATUS_TEXT, type AfterSaleStatus } from '@yc/contracts';
import type { Process } from '../../lib/process.js';

export const AFTER_SALE_PROCESS = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: [],
  rejected: [],
  cancelled: [],
} as const satisfies Process<AfterSaleStatus>;

export type AfterSaleTarget = Exclude<AfterSaleStatus, 'pending'>;

export const afterSaleRefusal = (from: AfterSaleStatus, to: AfterSaleTarget): string =>
  to === 'cancelled' ? '申请已处理，无法撤销' : `该申请${AFTER_SALE_STATUS_TEXT[from]}，请勿重复处理`;
