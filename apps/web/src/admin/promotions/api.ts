import { useQuery } from '@tanstack/react-query';
import {
  AdminActivityDetail,
  AdminActivityPage,
  AdminCombinationPage,
  AdminCouponPage,
  AdminDrawPage,
  AdminFlashSalePage,
  AdminPointsGoodsPage,
  AdminPromotionDetail,
  AdminPromotionPage,
  NamedOptions,
  type AdminActivityForm,
  type AdminActivityQuery,
  type AdminCombinationForm,
  type AdminCouponForm,
  type AdminCouponQuery,
  type AdminDrawForm,
  type AdminDrawPrizeForm,
  type AdminFlashSaleForm,
  type AdminPointsGoodsForm,
  type AdminPromotionForm,
  type AdminPromotionQuery,
  type PageQuery,
  type PromotionStatus,
} from '@yc/contracts';
import { deleteData, getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';
import { uploadPicture } from '../catalog/api';

/** POST to the list's address to add, to the row's to change. */
const saveTo = (base: string) => (id: number | null, body: object) => postForm(id === null ? base : `${base}/${id}`, body);

const PROMOTIONS = 'promotions';
export const usePromotions = (query: Partial<AdminPromotionQuery>) =>
  useQuery({
    queryKey: [ADMIN_KEY, PROMOTIONS, 'list', query],
    queryFn: () => getData('/api/admin/promotions', AdminPromotionPage, { params: query }),
  });
export const usePromotion = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, PROMOTIONS, 'detail', id],
    queryFn: () => getData(`/api/admin/promotions/${id}`, AdminPromotionDetail),
    enabled: id !== null,
  });
export const useSavePromotion = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminPromotionForm }) => saveTo('/api/admin/promotions')(id, body), {
    done: '促销活动已保存',
    refresh: [PROMOTIONS],
  });
export const useEndPromotion = () =>
  useAdminMutation((id: number) => postForm(`/api/admin/promotions/${id}/end`), { done: '促销活动已结束', refresh: [PROMOTIONS] });
export const useDeletePromotion = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/promotions/${id}`), { done: '促销活动已删除', refresh: [PROMOTIONS] });

const COUPONS = 'coupons';
export const useCoupons = (query: Partial<AdminCouponQuery>) =>
  useQuery({
    queryKey: [ADMIN_KEY, COUPONS, 'list', query],
    queryFn: () => getData('/api/admin/coupons', AdminCouponPage, { params: query }),
  });
export const useCouponOptions = () =>
  useQuery({ queryKey: [ADMIN_KEY, COUPONS, 'options'], queryFn: () => getData('/api/admin/coupons/options', NamedOptions) });
export const useSaveCoupon = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminCouponForm }) => saveTo('/api/admin/coupons')(id, body), {
    done: '优惠券已保存',
    refresh: [COUPONS],
  });
export const usePublishCoupon = () =>
  useAdminMutation(
    ({ id, isPublic }: { id: number; isPublic: boolean }) => postForm(`/api/admin/coupons/${id}/publish`, { is_public: isPublic ? 1 : 0 }),
    {
      done: '领券中心状态已更新',
      refresh: [COUPONS],
    },
  );
export const useIssueCoupon = () =>
  useAdminMutation(
    ({ id, storeIds }: { id: number; storeIds: number[] }) => postForm(`/api/admin/coupons/${id}/issue`, { store_ids: storeIds }),
    {
      done: '优惠券已发放，门店会收到消息',
      refresh: [COUPONS],
    },
  );
export const useDeleteCoupon = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/coupons/${id}`), { done: '优惠券已删除', refresh: [COUPONS] });

const FLASH = 'flash-sales';
export const useFlashSales = (query: PageQuery & { status?: PromotionStatus }) =>
  useQuery({
    queryKey: [ADMIN_KEY, FLASH, query],
    queryFn: () => getData('/api/admin/flash-sales', AdminFlashSalePage, { params: query }),
  });
export const useSaveFlashSale = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminFlashSaleForm }) => saveTo('/api/admin/flash-sales')(id, body), {
    done: '秒杀活动已保存',
    refresh: [FLASH],
  });
export const useDeleteFlashSale = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/flash-sales/${id}`), { done: '秒杀活动已删除', refresh: [FLASH] });

const COMBINATIONS = 'combinations';
export const useCombinations = (query: PageQuery & { keywords?: string }) =>
  useQuery({
    queryKey: [ADMIN_KEY, COMBINATIONS, query],
    queryFn: () => getData('/api/admin/combinations', AdminCombinationPage, { params: query }),
  });
export const useSaveCombination = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminCombinationForm }) => saveTo('/api/admin/combinations')(id, body), {
    done: '组合套餐已保存',
    refresh: [COMBINATIONS, 'goods'],
  });

const POINTS = 'points-goods';
export const usePointsGoods = (query: PageQuery) =>
  useQuery({
    queryKey: [ADMIN_KEY, POINTS, 'list', query],
    queryFn: () => getData('/api/admin/points-goods', AdminPointsGoodsPage, { params: query }),
  });
export const usePointsGoodsOptions = () =>
  useQuery({ queryKey: [ADMIN_KEY, POINTS, 'options'], queryFn: () => getData('/api/admin/points-goods/options', NamedOptions) });
export const useSavePointsGoods = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminPointsGoodsForm }) => saveTo('/api/admin/points-goods')(id, body), {
    done: '积分礼品已保存',
    refresh: [POINTS],
  });
export const useDeletePointsGoods = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/points-goods/${id}`), { done: '积分礼品已删除', refresh: [POINTS] });
export const usePointsGoodsImage = () =>
  useAdminMutation(
    uploadPicture((id) => `/api/admin/points-goods/${id}/image`),
    { done: '礼品图片已上传', refresh: [POINTS] },
  );

const DRAWS = 'draws';
export const useDraws = (query: PageQuery) =>
  useQuery({ queryKey: [ADMIN_KEY, DRAWS, query], queryFn: () => getData('/api/admin/draws', AdminDrawPage, { params: query }) });
export const useSaveDraw = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminDrawForm }) => saveTo('/api/admin/draws')(id, body), {
    done: '抽奖活动已保存',
    refresh: [DRAWS],
  });
export const useDeleteDraw = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/draws/${id}`), { done: '抽奖活动已删除', refresh: [DRAWS] });
export const useSavePrize = () =>
  useAdminMutation(
    ({ drawId, id, body }: { drawId: number; id: number | null; body: AdminDrawPrizeForm }) =>
      saveTo(`/api/admin/draws/${drawId}/prizes`)(id, body),
    { done: '奖品已保存', refresh: [DRAWS] },
  );
export const useDeletePrize = () =>
  useAdminMutation(({ drawId, id }: { drawId: number; id: number }) => deleteData(`/api/admin/draws/${drawId}/prizes/${id}`), {
    done: '奖品已删除',
    refresh: [DRAWS],
  });

const ACTIVITIES = 'activities';
export const useActivities = (query: Partial<AdminActivityQuery>) =>
  useQuery({
    queryKey: [ADMIN_KEY, ACTIVITIES, 'list', query],
    queryFn: () => getData('/api/admin/activities', AdminActivityPage, { params: query }),
  });
export const useActivity = (id: number | null) =>
  useQuery({
    queryKey: [ADMIN_KEY, ACTIVITIES, 'detail', id],
    queryFn: () => getData(`/api/admin/activities/${id}`, AdminActivityDetail),
    enabled: id !== null,
  });
export const useSaveActivity = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: AdminActivityForm }) => saveTo('/api/admin/activities')(id, body), {
    done: '活动已保存',
    refresh: [ACTIVITIES],
  });
export const useDeleteActivity = () =>
  useAdminMutation((id: number) => deleteData(`/api/admin/activities/${id}`), { done: '活动已删除', refresh: [ACTIVITIES] });
