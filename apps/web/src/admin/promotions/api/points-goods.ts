import { useQuery } from '@tanstack/react-query';
import { AdminPointsGoodsPage, NamedOptions, type AdminPointsGoodsForm, type PageQuery } from '@yc/contracts';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery, listQuery } from '../../api/query-options';
import { uploadPicture } from '../../api/upload';

const POINTS_GOODS_KEY = 'points-goods';

/** One page of points-mall gifts (GET /api/admin/points-goods). */
export const pointsGoodsQueryOptions = listQuery([POINTS_GOODS_KEY, 'list'], '/api/admin/points-goods', AdminPointsGoodsPage);
/** Every gift by name, for a prize to name one (GET /api/admin/points-goods/options). */
export const pointsGoodsOptionsQueryOptions = fixedQuery([POINTS_GOODS_KEY, 'options'], '/api/admin/points-goods/options', NamedOptions);

export const usePointsGoods = (query: PageQuery) => useQuery(pointsGoodsQueryOptions(query));
export const usePointsGoodsOptions = () => useQuery(pointsGoodsOptionsQueryOptions());

export const useSavePointsGoods = () =>
  useSaveRow<AdminPointsGoodsForm>('/api/admin/points-goods', { done: '积分礼品已保存', refresh: [POINTS_GOODS_KEY] });

export const useDeletePointsGoods = () => useDeleteRow('/api/admin/points-goods', { done: '积分礼品已删除', refresh: [POINTS_GOODS_KEY] });

export const usePointsGoodsImage = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/points-goods/${id}/image`),
    { done: '礼品图片已上传', refresh: [POINTS_GOODS_KEY] },
  );
