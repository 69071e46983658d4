import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminBatch,
  AdminBatchList,
  AdminExpiryPage,
  AdminExpirySummary,
  BatchImportPreview,
  BatchImportResult,
  type AdminBatchReceiveBody,
  type ExpiryWindow,
} from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery, listQuery, rowQuery } from '../../api/query-options';
import { ADMIN_KEY } from '../../api/session';
import { fileBody } from '../../api/upload';
import { GOODS_KEY } from './goods';

/** The batch queries' key: a receipt, a lock or a report refreshes every batch view; the goods list shows the stock they make. */
const BATCHES_KEY = 'batches';
const refresh = [BATCHES_KEY, GOODS_KEY];

/** A goods' batches, the first to expire first (GET /api/admin/goods/:id/batches). */
export const goodsBatchesQueryOptions = rowQuery([BATCHES_KEY, 'goods'], (id) => `/api/admin/goods/${id}/batches`, AdminBatchList);
export const useGoodsBatches = (goodsId: number | null) => useQuery(goodsBatchesQueryOptions(goodsId));

/** 入库 of one batch (POST /api/admin/batches); answers the batch, for its report files. */
export const useReceiveBatch = () =>
  useAdminMutation(async (body: AdminBatchReceiveBody) => AdminBatch.parse(await postForm('/api/admin/batches', body)), {
    done: '批次已入库',
    refresh,
  });

/** A 检验报告 (PDF or picture) added to a batch (POST /api/admin/batches/:id/reports). */
export const useUploadBatchReport = () =>
  useAdminMutation(({ id, file }: { id: number; file: File }) => postForm(`/api/admin/batches/${id}/reports`, fileBody(file, file.name)), {
    done: '检验报告已上传',
    refresh,
  });

/** Locks a batch (a recall) or unlocks it, with the reason (POST /api/admin/batches/:id/lock or …/unlock). */
export const useBatchLock = (locked: boolean) =>
  useAdminMutation(
    ({ id, reason }: { id: number; reason: string }) => postForm(`/api/admin/batches/${id}/${locked ? 'lock' : 'unlock'}`, { reason }),
    {
      done: locked ? '批次已锁定' : '批次已解锁',
      refresh,
    },
  );

/** Reads a 入库 file without receiving anything (POST /api/admin/batches/import). The import's page shows the outcome, so it does not toast. */
export const usePreviewBatchImport = () =>
  useMutation({
    mutationFn: async (file: File) => BatchImportPreview.parse(await postForm('/api/admin/batches/import', fileBody(file, file.name))),
  });

/** Receives the valid rows of a read file (POST /api/admin/batches/import/:id/apply). */
export const useApplyBatchImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => BatchImportResult.parse(await postForm(`/api/admin/batches/import/${id}/apply`)),
    onSuccess: () => Promise.all(refresh.map((key) => client.invalidateQueries({ queryKey: [ADMIN_KEY, key] }))),
  });
};

/** Per warehouse, what expires within 30, 90 and 180 days and what has expired (GET /api/admin/batches/expiry-summary). */
export const expirySummaryQueryOptions = fixedQuery([BATCHES_KEY, 'summary'], '/api/admin/batches/expiry-summary', AdminExpirySummary);
export const useExpirySummary = () => useQuery(expirySummaryQueryOptions());

export interface ExpiryFilter {
  warehouse_id?: number;
  keywords?: string;
  page: number;
  page_size: number;
}

/** A page of the batches expiring within `days` (GET /api/admin/batches/expiring) or past their date (…/expired). */
export const expiringQueryOptions = listQuery([BATCHES_KEY, 'expiring'], '/api/admin/batches/expiring', AdminExpiryPage);
export const expiredQueryOptions = listQuery([BATCHES_KEY, 'expired'], '/api/admin/batches/expired', AdminExpiryPage);

export const useExpiryPage = (window: ExpiryWindow | 'expired', filter: ExpiryFilter) => {
  const query: ExpiryFilter & { days?: ExpiryWindow } = window === 'expired' ? filter : { ...filter, days: window };
  return useQuery((window === 'expired' ? expiredQueryOptions : expiringQueryOptions)(query));
};
