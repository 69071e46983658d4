import type { StaffRole } from '@yc/contracts';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useStaffMe } from '../api/session';
import { mayOpen } from '../lib/roles';

/** Its children for a member holding one of `roles` (admin always); `fallback` (nothing by default) for the others. */
export function RoleGate({ roles, children, fallback = null }: { roles: readonly StaffRole[]; children: ReactNode; fallback?: ReactNode }) {
  const { data } = useStaffMe();
  return data && mayOpen(data.roles, roles) ? children : fallback;
}

export const NoAccess = () => <Result status="403" title="无权访问" subTitle="您的账号没有此页面的权限，如需开通请联系管理员。" />;
