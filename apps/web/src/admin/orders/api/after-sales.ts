import { useQuery } from '@tanstack/react-query';
import { AdminAfterSalePage, type AdminAfterSaleQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { ORDER_REFRESH, ORDERS_KEY } from './orders';

/** One page of return and after-sale requests (GET /api/admin/after-sales). */
export const afterSalesQueryOptions = listQuery([ORDERS_KEY, 'after-sales'], '/api/admin/after-sales', AdminAfterSalePage);

export const useAfterSales = (query: Partial<AdminAfterSaleQuery>) => useQuery(afterSalesQueryOptions(query));

export const useApproveAfterSale = () =>
  useAdminMutation(
    ({ id, reply }: { id: number; reply?: string }) => postForm(`/api/admin/after-sales/${id}/approve`, reply ? { reply } : {}),
    {
      done: '已同意，退款已原路退回',
      refresh: ORDER_REFRESH,
    },
  );

export const useRejectAfterSale = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) => postForm(`/api/admin/after-sales/${id}/reject`, { reason }), {
    done: '已拒绝该申请',
    refresh: ORDER_REFRESH,
  });
