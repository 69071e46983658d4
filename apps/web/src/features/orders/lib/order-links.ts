import type { AfterSaleType } from '@yc/contracts';
import { generatePath } from 'react-router';
import { paths } from '../../../config/paths';

/** /order/wl/:id: the logistics of an order, which the router answers with the detail's logistics section. */
export const logisticsHref = (orderId: number): string => generatePath(paths.orderWl, { id: String(orderId) });

/** A return at /order/returnInfo/:id, an after-sales request at /order/afterSalesInfo/:id. */
export const requestHref = (type: AfterSaleType, id: number): string =>
  generatePath(type === 'return' ? paths.orderReturnInfo : paths.orderAfterSalesInfo, { id: String(id) });

/** The anchor of the detail's logistics section, where /order/wl/:id lands. */
export const LOGISTICS_ANCHOR = 'logistics';
