import { useQuery } from '@tanstack/react-query';
import {
  AdminGoodsDetail,
  AdminGoodsPage,
  CatalogOptions,
  CreatedId,
  GoodsImages,
  type AdminGoodsForm,
  type AdminGoodsQuery,
} from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery, listQuery, rowQuery } from '../../api/query-options';
import { fileBody } from '../../api/upload';

/** The goods queries' key: the goods pages and what they choose from refresh it. */
export const GOODS_KEY = 'goods';

export type GoodsFilter = Partial<AdminGoodsQuery>;

/** One page of the goods list (GET /api/admin/goods). */
export const goodsListQueryOptions = listQuery([GOODS_KEY, 'list'], '/api/admin/goods', AdminGoodsPage);
/** One goods with every field the editor shows (GET /api/admin/goods/:id). */
export const goodsQueryOptions = rowQuery([GOODS_KEY, 'detail'], (id) => `/api/admin/goods/${id}`, AdminGoodsDetail);
/** What the goods editor and filters choose from: categories, brands, warehouses, regions (GET /api/admin/goods/options). */
export const catalogOptionsQueryOptions = fixedQuery([GOODS_KEY, 'options'], '/api/admin/goods/options', CatalogOptions, 60_000);

export const useGoodsList = (filter: GoodsFilter) => useQuery(goodsListQueryOptions(filter));
export const useGoods = (id: number | null) => useQuery(goodsQueryOptions(id));
export const useCatalogOptions = () => useQuery(catalogOptionsQueryOptions());

/** Creates (id null) or rewrites a goods; answers its id. */
export const useSaveGoods = () =>
  useAdminMutation(
    async ({ id, body }: { id: number | null; body: AdminGoodsForm }) =>
      id === null ? CreatedId.parse(await postForm('/api/admin/goods', body)).id : (await postForm(`/api/admin/goods/${id}`, body), id),
    { done: '商品已保存', refresh: [GOODS_KEY] },
  );

export const useSetOnSale = () =>
  useAdminMutation(
    ({ id, onSale }: { id: number; onSale: boolean }) => postForm(`/api/admin/goods/${id}/on-sale`, { on_sale: onSale ? 1 : 0 }),
    { done: '上架状态已更新', refresh: [GOODS_KEY] },
  );

export const useUploadGoodsImage = () =>
  useAdminMutation(
    async ({ id, file }: { id: number; file: File }) =>
      GoodsImages.parse(await postForm(`/api/admin/goods/${id}/images`, fileBody(file, file.name))),
    { done: '图片已上传', refresh: [GOODS_KEY] },
  );

export const useChangeGoodsImage = () =>
  useAdminMutation(
    ({ id, url, action }: { id: number; url: string; action: 'remove' | 'cover' }) =>
      postForm(`/api/admin/goods/${id}/images/${action}`, { url }),
    { done: '图片已更新', refresh: [GOODS_KEY] },
  );
