import { useQuery } from '@tanstack/react-query';
import { AdminBrandPage, type AdminBrandForm, type PageQuery } from '@yc/contracts';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { uploadPicture } from '../../api/upload';
import { GOODS_KEY } from './goods';

const BRANDS_KEY = 'brands';

/** One page of brands, by name (GET /api/admin/brands). */
export const brandsQueryOptions = listQuery([BRANDS_KEY], '/api/admin/brands', AdminBrandPage);

export const useBrands = (query: PageQuery & { keywords?: string }) => useQuery(brandsQueryOptions(query));

export const useSaveBrand = () => useSaveRow<AdminBrandForm>('/api/admin/brands', { done: '品牌已保存', refresh: [BRANDS_KEY, GOODS_KEY] });

export const useDeleteBrand = () => useDeleteRow('/api/admin/brands', { done: '品牌已删除', refresh: [BRANDS_KEY, GOODS_KEY] });

export const useBrandLogo = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/brands/${id}/logo`),
    { done: '品牌标志已上传', refresh: [BRANDS_KEY] },
  );
