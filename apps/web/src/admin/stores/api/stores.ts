import { useQuery } from '@tanstack/react-query';
import {
  AdminStoreDetail,
  AdminStorePage,
  StoreOptions,
  type AdminStoreQuery,
  type StoreCreditBody,
  type StoreProfileBody,
} from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery, listQuery, rowQuery } from '../../api/query-options';

/** The stores queries' key; a change to a store also changes the dashboard's counts. */
export const STORES_KEY = 'stores';
const refresh = [STORES_KEY, 'dashboard'] as const;

export type StoreFilter = Partial<AdminStoreQuery>;

/** One page of stores (GET /api/admin/stores): the store list and the review queue. */
export const storesQueryOptions = listQuery([STORES_KEY, 'list'], '/api/admin/stores', AdminStorePage);
/** One store with its certificates, credit, contract and manager (GET /api/admin/stores/:id). */
export const storeQueryOptions = rowQuery([STORES_KEY, 'detail'], (id) => `/api/admin/stores/${id}`, AdminStoreDetail);
/** What a store's profile and a staff member's record choose from: customer types, scopes, provinces, managers (GET /api/admin/stores/options). */
export const storeOptionsQueryOptions = fixedQuery([STORES_KEY, 'options'], '/api/admin/stores/options', StoreOptions, 300_000);

export const useStores = (filter: StoreFilter) => useQuery(storesQueryOptions(filter));
export const useStore = (id: number) => useQuery(storeQueryOptions(id));
export const useStoreOptions = () => useQuery(storeOptionsQueryOptions());

export const usePassStore = () =>
  useAdminMutation((id: number) => postForm(`/api/admin/stores/${id}/pass`), { done: '资质审核已通过，已通知门店', refresh });

export const useRejectStore = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) => postForm(`/api/admin/stores/${id}/reject`, { reason }), {
    done: '已驳回，驳回原因已发送给门店',
    refresh,
  });

export const useSaveProfile = () =>
  useAdminMutation(({ id, body }: { id: number; body: StoreProfileBody }) => postForm(`/api/admin/stores/${id}/profile`, body), {
    done: '门店资料已保存',
    refresh,
  });

export const useSaveCredit = () =>
  useAdminMutation(({ id, body }: { id: number; body: StoreCreditBody }) => postForm(`/api/admin/stores/${id}/credit`, body), {
    done: '账期已保存',
    refresh,
  });

export const useAssignManager = () =>
  useAdminMutation(
    ({ id, managerId }: { id: number; managerId: number }) => postForm(`/api/admin/stores/${id}/manager`, { manager_id: managerId }),
    {
      done: '客户经理已分配',
      refresh,
    },
  );
