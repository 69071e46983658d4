import { useQuery } from '@tanstack/react-query';
import { AdminHmPage, type AdminHmQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { ORDER_REFRESH, ORDERS_KEY } from './orders';

/** One page of 含麻 orders with where their signed receipts stand (GET /api/admin/hm-receipts). */
export const hmReceiptsQueryOptions = listQuery([ORDERS_KEY, 'hm'], '/api/admin/hm-receipts', AdminHmPage);

export const useHmReceipts = (query: Partial<AdminHmQuery>) => useQuery(hmReceiptsQueryOptions(query));

export const useAcceptReceipt = () =>
  useAdminMutation((orderId: number) => postForm(`/api/admin/orders/${orderId}/hm-receipt/accept`), {
    done: '签收回执已审核通过',
    refresh: ORDER_REFRESH,
  });
