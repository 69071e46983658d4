import { useQuery } from '@tanstack/react-query';
import { AdminAdList, AdminAdSlots, type AdminAdForm } from '@yc/contracts';
import { deleteData, postForm } from '../../../lib/http';
import { useAdminMutation, useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery, listQuery } from '../../api/query-options';
import { fileBody } from '../../api/upload';

const ADS_KEY = 'ads';

/** The ad slots of the storefront (GET /api/admin/ads/slots). */
export const adSlotsQueryOptions = fixedQuery([ADS_KEY, 'slots'], '/api/admin/ads/slots', AdminAdSlots);
/** The ads of one slot (GET /api/admin/ads?slot=). */
export const adsQueryOptions = listQuery([ADS_KEY, 'list'], '/api/admin/ads', AdminAdList);

export const useAdSlots = () => useQuery(adSlotsQueryOptions());
export const useAds = (slot: string) => useQuery(adsQueryOptions({ slot }));

export const useSaveAd = () => useSaveRow<AdminAdForm>('/api/admin/ads', { done: '广告已保存', refresh: [ADS_KEY] });

export const useDeleteAd = () => useDeleteRow('/api/admin/ads', { done: '广告已删除', refresh: [ADS_KEY] });

/** Uploads an ad's picture, or (file null) goes back to the system's own. */
export const useAdPicture = () =>
  useAdminMutation(
    ({ id, file }: { id: number; file: File | null }) =>
      file ? postForm(`/api/admin/ads/${id}/picture`, fileBody(file, file.name)) : deleteData(`/api/admin/ads/${id}/picture`),
    { done: '广告图片已更新', refresh: [ADS_KEY] },
  );
