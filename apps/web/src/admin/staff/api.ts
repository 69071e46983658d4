import { useQuery } from '@tanstack/react-query';
import { StaffPage, type StaffCreateBody, type StaffUpdateBody } from '@yc/contracts';
import { getData, postForm } from '../../lib/http';
import { useAdminMutation } from '../api/mutation';
import { ADMIN_KEY } from '../api/session';

const KEY = 'staff';
const refresh = [KEY] as const;

export const useStaffList = (query: { keywords?: string; page: number; page_size: number }) =>
  useQuery({ queryKey: [ADMIN_KEY, KEY, query], queryFn: () => getData('/api/admin/staff', StaffPage, { params: query }) });

export const useCreateStaff = () => useAdminMutation((body: StaffCreateBody) => postForm('/api/admin/staff', body), { done: '员工账号已创建', refresh });

export const useUpdateStaff = () =>
  useAdminMutation(({ id, body }: { id: number; body: StaffUpdateBody }) => postForm(`/api/admin/staff/${id}`, body), { done: '员工资料已保存', refresh });

export const useResetPassword = () =>
  useAdminMutation(({ id, password }: { id: number; password: string }) => postForm(`/api/admin/staff/${id}/password`, { password }), {
    done: '密码已重置，该员工需重新登录',
    refresh,
  });
