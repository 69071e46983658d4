import { useQuery } from '@tanstack/react-query';
import {
  AdminStoreDetail,
  AdminStorePage,
  ExpiringPage,
  StoreOptions,
  type AdminStoreQuery,
  type ExpiringQuery,
  type StoreCreditBody,
  type StoreProfileBody,
} from '@yc/contracts';
import { getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';

const KEY = 'stores';
const refresh = [KEY, 'dashboard'] as const;

export type StoreFilter = Partial<AdminStoreQuery>;

export const useStores = (filter: StoreFilter) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'list', filter], queryFn: () => getData('/api/admin/stores', AdminStorePage, { params: filter }) });

export const useStore = (id: number) => useQuery({ queryKey: [ADMIN_KEY, KEY, 'detail', id], queryFn: () => getData(`/api/admin/stores/${id}`, AdminStoreDetail) });

export const useStoreOptions = () =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'options'], queryFn: () => getData('/api/admin/stores/options', StoreOptions), staleTime: 300_000 });

export const useExpiring = (query: Partial<ExpiringQuery>) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, 'expiring', query], queryFn: () => getData('/api/admin/stores/expiring', ExpiringPage, { params: query }) });

export const usePassStore = () => useAdminMutation((id: number) => postForm(`/api/admin/stores/${id}/pass`), { done: '资质审核已通过，已通知门店', refresh });

export const useRejectStore = () =>
  useAdminMutation(({ id, reason }: { id: number; reason: string }) => postForm(`/api/admin/stores/${id}/reject`, { reason }), {
    done: '已驳回，驳回原因已发送给门店',
    refresh,
  });

export const useSaveProfile = () =>
  useAdminMutation(({ id, body }: { id: number; body: StoreProfileBody }) => postForm(`/api/admin/stores/${id}/profile`, body), { done: '门店资料已保存', refresh });

export const useSaveCredit = () =>
  useAdminMutation(({ id, body }: { id: number; body: StoreCreditBody }) => postForm(`/api/admin/stores/${id}/credit`, body), { done: '账期已保存', refresh });

export const useAssignManager = () =>
  useAdminMutation(({ id, managerId }: { id: number; managerId: number }) => postForm(`/api/admin/stores/${id}/manager`, { manager_id: managerId }), {
    done: '客户经理已分配',
    refresh,
  });
