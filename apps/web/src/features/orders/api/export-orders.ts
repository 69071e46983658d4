import type { OrderExportFormat } from '@yc/contracts';

/**
 * The store's shipped batches of the days asked, one row each, as an ERP receives goods by
 * (GET /api/user/orders/export {from, to, format}): a file the browser downloads.
 */
export const orderExportPath = (query: { from: string; to: string; format: OrderExportFormat }): string =>
  `/api/user/orders/export?${new URLSearchParams(query).toString()}`;
