import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { OrderTraceCodes, TraceImportResult, TraceReturnResult, TraceScanResult } from '@yc/contracts';
import { deleteData, getData, postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { ADMIN_KEY } from '../../api/session';
import { fileBody } from '../../api/upload';
import { ORDERS_KEY } from './orders';

/** Under the orders' key, so shipping the order (ORDER_REFRESH) reads the codes again and the scan field closes. */
const traceKey = (orderId: number) => [ADMIN_KEY, ORDERS_KEY, 'trace-codes', orderId] as const;

/**
 * The lines of an order with their scanned 追溯码 (GET /api/admin/orders/:id/trace-codes). Silent: the
 * section is an addition to the order's page, whose own read says when the order cannot be shown.
 */
export const traceCodesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: traceKey(orderId),
    queryFn: ({ signal }) => getData(`/api/admin/orders/${orderId}/trace-codes`, OrderTraceCodes, { signal, policy: { silent: true } }),
  });

/**
 * One scanned code onto one line. A refusal is the scan field's own red line, not the console's
 * 温馨提示 dialog: the dialog would take the focus the next box's scan needs.
 */
export const postTraceCode = async (orderId: number, body: { order_item_id: number; code: string }): Promise<TraceScanResult> =>
  TraceScanResult.parse(
    await postForm(`/api/admin/orders/${orderId}/trace-codes`, body, {
      policy: { onBizError: () => undefined },
    }),
  );

/** A returned box's code scanned back onto its return request; refused as a scan is, under the field. */
export const postReturnedCode = async (afterSaleId: number, code: string): Promise<TraceReturnResult> =>
  TraceReturnResult.parse(
    await postForm(`/api/admin/after-sales/${afterSaleId}/trace-codes`, { code }, { policy: { onBizError: () => undefined } }),
  );

/** Writes a scanned code into the order's cached lines, so the line's count moves with the scan, before the next read. */
export function useAddScannedCode(orderId: number) {
  const client = useQueryClient();
  return (orderItemId: number, scanned: TraceScanResult) =>
    client.setQueryData<OrderTraceCodes>(traceKey(orderId), (view) =>
      view
        ? {
            ...view,
            lines: view.lines.map((l) =>
              l.order_item_id === orderItemId
                ? {
                    ...l,
                    codes: [
                      ...l.codes,
                      {
                        id: scanned.id,
                        code: scanned.code,
                        batch_no: scanned.batch_no,
                        scanned_at: scanned.scanned_at,
                        scanned_by: scanned.scanned_by,
                      },
                    ],
                  }
                : l,
            ),
          }
        : view,
    );
}

/** The order's lines as cached now: the scan queue reads them between two codes. */
export function useCachedTraceCodes(orderId: number) {
  const client = useQueryClient();
  return {
    current: () => client.getQueryData<OrderTraceCodes>(traceKey(orderId)),
    refresh: () => client.invalidateQueries({ queryKey: traceKey(orderId) }),
  };
}

/**
 * 导入WMS文件: the order's codes from the WMS's file, the whole file or none of it. A refusal (第N行) stays
 * on the section in its own alert, so the 温馨提示 dialog is not shown over it.
 */
export const useImportTraceCodes = (orderId: number) =>
  useAdminMutation(
    async (file: File) =>
      TraceImportResult.parse(
        await postForm(`/api/admin/orders/${orderId}/trace-codes/import`, fileBody(file, file.name), {
          policy: { onBizError: () => undefined },
        }),
      ),
    { done: '追溯码已导入', refresh: [ORDERS_KEY] },
  );

export const useRemoveTraceCode = (orderId: number) =>
  useAdminMutation((codeId: number) => deleteData(`/api/admin/orders/${orderId}/trace-codes/${codeId}`), {
    done: '已删除追溯码',
    refresh: [ORDERS_KEY],
  });
