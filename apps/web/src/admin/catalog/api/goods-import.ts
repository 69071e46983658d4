import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportPreview, ImportResult } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { ADMIN_KEY } from '../../api/session';
import { fileBody } from '../../api/upload';
import { GOODS_KEY } from './goods';

/** Reads a price and stock sheet without applying it (POST /api/admin/goods/import). The import's own page shows the outcome, so it does not toast. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: async (file: File) => ImportPreview.parse(await postForm('/api/admin/goods/import', fileBody(file, file.name))),
  });

/** Applies a read sheet (POST /api/admin/goods/import/:id/apply): prices and stock change. */
export const useApplyImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => ImportResult.parse(await postForm(`/api/admin/goods/import/${id}/apply`)),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_KEY, GOODS_KEY] }),
  });
};
