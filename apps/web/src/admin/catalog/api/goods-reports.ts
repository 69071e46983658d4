import type { AdminReportForm } from '@yc/contracts';
import { deleteData, postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fileBody } from '../../api/upload';
import { GOODS_KEY } from './goods';

// A goods' quality reports come with its detail (goodsQueryOptions), so each change refreshes the goods.
const refresh = [GOODS_KEY];

export const useSaveReport = () =>
  useAdminMutation(
    ({ goodsId, id, body }: { goodsId: number; id: number | null; body: AdminReportForm }) =>
      postForm(id === null ? `/api/admin/goods/${goodsId}/reports` : `/api/admin/goods/${goodsId}/reports/${id}`, body),
    { done: '检验报告已保存', refresh },
  );

export const useDeleteReport = () =>
  useAdminMutation(({ goodsId, id }: { goodsId: number; id: number }) => deleteData(`/api/admin/goods/${goodsId}/reports/${id}`), {
    done: '检验报告已删除',
    refresh,
  });

export const useUploadReportFile = () =>
  useAdminMutation(
    ({ goodsId, id, file }: { goodsId: number; id: number; file: File }) =>
      postForm(`/api/admin/goods/${goodsId}/reports/${id}/file`, fileBody(file, file.name)),
    { done: '报告文件已上传', refresh },
  );
