/** Batches as the buyer reads them. */
import type { OrderLineBatch } from '@yc/contracts';
import type { lineBatchesOf } from './queries.js';

type LineBatchRow = Awaited<ReturnType<typeof lineBatchesOf>>[number];

export const lineBatchView = (b: LineBatchRow): OrderLineBatch => ({
  batch_id: b.batchId,
  batch_no: b.batchNo,
  produced_on: b.producedOn,
  expires_on: b.expiresOn,
  quantity: b.quantity,
  returned: b.returned,
  has_report: b.reports.length > 0 ? 1 : 0,
});
