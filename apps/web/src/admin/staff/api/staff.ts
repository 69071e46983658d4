import { useQuery } from '@tanstack/react-query';
import { StaffPage, type PageQuery, type StaffCreateBody, type StaffUpdateBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const STAFF_KEY = 'staff';
const refresh = [STAFF_KEY] as const;

/** One page of staff accounts (GET /api/admin/staff): the staff page and the audit log's filter. */
export const staffListQueryOptions = listQuery([STAFF_KEY], '/api/admin/staff', StaffPage);

export const useStaffList = (query: PageQuery & { keywords?: string }) => useQuery(staffListQueryOptions(query));

export const useCreateStaff = () =>
  useAdminMutation((body: StaffCreateBody) => postForm('/api/admin/staff', body), { done: '员工账号已创建', refresh });

export const useUpdateStaff = () =>
  useAdminMutation(({ id, body }: { id: number; body: StaffUpdateBody }) => postForm(`/api/admin/staff/${id}`, body), {
    done: '员工资料已保存',
    refresh,
  });

export const useResetPassword = () =>
  useAdminMutation(({ id, password }: { id: number; password: string }) => postForm(`/api/admin/staff/${id}/password`, { password }), {
    done: '密码已重置，该员工需重新登录',
    refresh,
  });
