import { useQuery } from '@tanstack/react-query';
import { AdminPromotionDetail, AdminPromotionPage, type AdminPromotionForm, type AdminPromotionQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { listQuery, rowQuery } from '../../api/query-options';

const PROMOTIONS_KEY = 'promotions';

/** One page of 满减, 满折, 买赠 and 换购 promotions (GET /api/admin/promotions). */
export const promotionsQueryOptions = listQuery([PROMOTIONS_KEY, 'list'], '/api/admin/promotions', AdminPromotionPage);
/** One promotion as its editor shows it (GET /api/admin/promotions/:id). */
export const promotionQueryOptions = rowQuery([PROMOTIONS_KEY, 'detail'], (id) => `/api/admin/promotions/${id}`, AdminPromotionDetail);

export const usePromotions = (query: Partial<AdminPromotionQuery>) => useQuery(promotionsQueryOptions(query));
export const usePromotion = (id: number | null) => useQuery(promotionQueryOptions(id));

export const useSavePromotion = () =>
  useSaveRow<AdminPromotionForm>('/api/admin/promotions', { done: '促销活动已保存', refresh: [PROMOTIONS_KEY] });

export const useEndPromotion = () =>
  useAdminMutation((id: number) => postForm(`/api/admin/promotions/${id}/end`), { done: '促销活动已结束', refresh: [PROMOTIONS_KEY] });

export const useDeletePromotion = () => useDeleteRow('/api/admin/promotions', { done: '促销活动已删除', refresh: [PROMOTIONS_KEY] });
