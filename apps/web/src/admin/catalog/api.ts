import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminAdList,
  AdminAdSlots,
  AdminBrandPage,
  AdminCategoryTree,
  AdminGoodsDetail,
  AdminGoodsPage,
  AdminHotSearches,
  AdminNavTree,
  AdminWarehouses,
  CatalogOptions,
  CreatedId,
  GoodsImages,
  ImportPreview,
  ImportResult,
  type AdminAdForm,
  type AdminBrandForm,
  type AdminCategoryForm,
  type AdminGoodsForm,
  type AdminGoodsQuery,
  type AdminHotSearchForm,
  type AdminNavForm,
  type AdminReportForm,
  type AdminWarehouseForm,
  type CategoryKind,
  type PageQuery,
} from '@yc/contracts';
import { deleteData, getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';

const GOODS = 'goods';

export type GoodsFilter = Partial<AdminGoodsQuery>;

/** A file as the single `file` part of a console upload. */
export const fileBody = (file: Blob, name?: string) => {
  const body = new FormData();
  body.append('file', file, name);
  return body;
};

/** Sends a picked picture to a row's upload address (a brand's logo, a gift's picture...). */
export const uploadPicture =
  (address: (id: number) => string) =>
  ({ id, file }: { id: number; file: File }) =>
    postForm(address(id), fileBody(file, file.name));

export const useGoodsList = (filter: GoodsFilter) =>
  useQuery({
    queryKey: [ADMIN_KEY, GOODS, 'list', filter],
    queryFn: () => getData('/api/admin/goods', AdminGoodsPage, { params: filter }),
  });

export const useGoods = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, GOODS, 'detail', id],
    queryFn: () => getData(`/api/admin/goods/${id}`, AdminGoodsDetail),
    enabled: id !== null,
  });

export const useCatalogOptions = () =>
  useQuery({
    queryKey: [ADMIN_KEY, GOODS, 'options'],
    queryFn: () => getData('/api/admin/goods/options', CatalogOptions),
    staleTime: 60_000,
  });

export const useSaveGoods = () =>
  useAdminMutation(
    async ({ id, body }: { id: number | null; body: AdminGoodsForm }) =>
      id === null ? CreatedId.parse(await postForm('/api/admin/goods', body)).id : (await postForm(`/api/admin/goods/${id}`, body), id),
    { done: '商品已保存', refresh: [GOODS] },
  );

export const useSetOnSale = () =>
  useAdminMutation(
    ({ id, onSale }: { id: number; onSale: boolean }) => postForm(`/api/admin/goods/${id}/on-sale`, { on_sale: onSale ? 1 : 0 }),
    {
      done: '上架状态已更新',
      refresh: [GOODS],
    },
  );

export const useUploadGoodsImage = () =>
  useAdminMutation(
    async ({ id, file }: { id: number; file: File }) =>
      GoodsImages.parse(await postForm(`/api/admin/goods/${id}/images`, fileBody(file, file.name))),
    {
      done: '图片已上传',
      refresh: [GOODS],
    },
  );

export const useChangeGoodsImage = () =>
  useAdminMutation(
    ({ id, url, action }: { id: number; url: string; action: 'remove' | 'cover' }) =>
      postForm(`/api/admin/goods/${id}/images/${action}`, { url }),
    {
      done: '图片已更新',
      refresh: [GOODS],
    },
  );

export const useSaveReport = () =>
  useAdminMutation(
    ({ goodsId, id, body }: { goodsId: number; id: number | null; body: AdminReportForm }) =>
      postForm(id === null ? `/api/admin/goods/${goodsId}/reports` : `/api/admin/goods/${goodsId}/reports/${id}`, body),
    { done: '检验报告已保存', refresh: [GOODS] },
  );

export const useDeleteReport = () =>
  useAdminMutation(({ goodsId, id }: { goodsId: number; id: number }) => deleteData(`/api/admin/goods/${goodsId}/reports/${id}`), {
    done: '检验报告已删除',
    refresh: [GOODS],
  });

export const useUploadReportFile = () =>
  useAdminMutation(
    ({ goodsId, id, file }: { goodsId: number; id: number; file: File }) =>
      postForm(`/api/admin/goods/${goodsId}/reports/${id}/file`, fileBody(file, file.name)),
    {
      done: '报告文件已上传',
      refresh: [GOODS],
    },
  );

/** The import's own page shows what it read and what it applied, so neither call toasts. */
export const usePreviewImport = () =>
  useMutation({
    mutationFn: async (file: File) => ImportPreview.parse(await postForm('/api/admin/goods/import', fileBody(file, file.name))),
  });

export const useApplyImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => ImportResult.parse(await postForm(`/api/admin/goods/import/${id}/apply`)),
    onSuccess: () => client.invalidateQueries({ queryKey: [ADMIN_KEY, GOODS] }),
  });
};

const WAREHOUSES = 'warehouses';
export const useWarehouses = () =>
  useQuery({ queryKey: [ADMIN_KEY, WAREHOUSES], queryFn: () => getData('/api/admin/warehouses', AdminWarehouses) });
export const useSaveWarehouse = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminWarehouseForm }) =>
      postForm(id === null ? '/api/admin/warehouses' : `/api/admin/warehouses/${id}`, body),
    // The goods editor and list choose from the warehouses.
    { done: '仓库已保存', refresh: [WAREHOUSES, GOODS] },
  );

const CATEGORIES = 'categories';
export const useCategoryTree = (kind: CategoryKind) =>
  useQuery({
    queryKey: [ADMIN_KEY, CATEGORIES, kind],
    queryFn: () => getData('/api/admin/categories', AdminCategoryTree, { params: { kind } }),
  });
export const useSaveCategory = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminCategoryForm | { name: string; sort: number } }) =>
      postForm(id === null ? '/api/admin/categories' : `/api/admin/categories/${id}`, body),
    { done: '分类已保存', refresh: [CATEGORIES, GOODS] },
  );
export const useDeleteCategory = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/categories/${id}`), { done: '分类已删除', refresh: [CATEGORIES, GOODS] });
export const useCategoryLogo = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/categories/${id}/logo`),
    { done: '分类图标已上传', refresh: [CATEGORIES] },
  );

const BRANDS = 'brands';
export const useBrands = (query: PageQuery & { keywords?: string }) =>
  useQuery({ queryKey: [ADMIN_KEY, BRANDS, query], queryFn: () => getData('/api/admin/brands', AdminBrandPage, { params: query }) });
export const useSaveBrand = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminBrandForm }) =>
      postForm(id === null ? '/api/admin/brands' : `/api/admin/brands/${id}`, body),
    {
      done: '品牌已保存',
      refresh: [BRANDS, GOODS],
    },
  );
export const useDeleteBrand = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/brands/${id}`), { done: '品牌已删除', refresh: [BRANDS, GOODS] });
export const useBrandLogo = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/brands/${id}/logo`),
    { done: '品牌标志已上传', refresh: [BRANDS] },
  );

const NAV = 'nav';
export const useNavTree = () => useQuery({ queryKey: [ADMIN_KEY, NAV], queryFn: () => getData('/api/admin/nav', AdminNavTree) });
export const useSaveNav = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminNavForm }) => postForm(id === null ? '/api/admin/nav' : `/api/admin/nav/${id}`, body),
    {
      done: '导航已保存',
      refresh: [NAV],
    },
  );
export const useDeleteNav = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/nav/${id}`), { done: '导航已删除', refresh: [NAV] });

const ADS = 'ads';
export const useAdSlots = () =>
  useQuery({ queryKey: [ADMIN_KEY, ADS, 'slots'], queryFn: () => getData('/api/admin/ads/slots', AdminAdSlots) });
export const useAds = (slot: string) =>
  useQuery({ queryKey: [ADMIN_KEY, ADS, 'list', slot], queryFn: () => getData('/api/admin/ads', AdminAdList, { params: { slot } }) });
export const useSaveAd = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminAdForm }) => postForm(id === null ? '/api/admin/ads' : `/api/admin/ads/${id}`, body),
    {
      done: '广告已保存',
      refresh: [ADS],
    },
  );
export const useDeleteAd = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/ads/${id}`), { done: '广告已删除', refresh: [ADS] });
export const useAdPicture = () =>
  useAdminMutation(
    ({ id, file }: { id: number; file: File | null }) =>
      file ? postForm(`/api/admin/ads/${id}/picture`, fileBody(file, file.name)) : deleteData(`/api/admin/ads/${id}/picture`),
    { done: '广告图片已更新', refresh: [ADS] },
  );

const HOT = 'hot-searches';
export const useHotSearches = () =>
  useQuery({ queryKey: [ADMIN_KEY, HOT], queryFn: () => getData('/api/admin/hot-searches', AdminHotSearches) });
export const useSaveHotSearch = () =>
  useAdminMutation(
    ({ id, body }: { id: number | null; body: AdminHotSearchForm }) =>
      postForm(id === null ? '/api/admin/hot-searches' : `/api/admin/hot-searches/${id}`, body),
    { done: '热搜词已保存', refresh: [HOT] },
  );
export const useDeleteHotSearch = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/hot-searches/${id}`), { done: '热搜词已删除', refresh: [HOT] });
