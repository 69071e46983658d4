import { useQuery } from '@tanstack/react-query';
import { AdminCategoryTree, type AdminCategoryForm, type CategoryKind } from '@yc/contracts';
import { saveTo, useAdminMutation, useDeleteRow } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { uploadPicture } from '../../api/upload';
import { GOODS_KEY } from './goods';

const CATEGORIES_KEY = 'categories';

/** The category tree of one kind (GET /api/admin/categories?kind=). */
export const categoryTreeQueryOptions = listQuery([CATEGORIES_KEY], '/api/admin/categories', AdminCategoryTree);

export const useCategoryTree = (kind: CategoryKind) => useQuery(categoryTreeQueryOptions({ kind }));

/** Creates a category (id null: the whole body) or renames and reorders one. */
export const useSaveCategory = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminCategoryForm | Pick<AdminCategoryForm, 'name' | 'sort'> }) =>
      saveTo('/api/admin/categories')(id, body),
    { done: '分类已保存', refresh: [CATEGORIES_KEY, GOODS_KEY] },
  );

export const useDeleteCategory = () => useDeleteRow('/api/admin/categories', { done: '分类已删除', refresh: [CATEGORIES_KEY, GOODS_KEY] });

export const useCategoryLogo = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/categories/${id}/logo`),
    { done: '分类图标已上传', refresh: [CATEGORIES_KEY] },
  );
