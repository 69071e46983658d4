/** Console logins, one per role (README「演示账号」). Passwords are plain text: the inserter hashes them. */
import { DEMO_PASSWORD } from './demo-accounts.js';

export interface StaffSeed {
  username: string;
  name: string;
  roles: readonly ('admin' | 'reviewer' | 'merchandiser' | 'warehouse' | 'account_manager')[];
  /** Phone of the account-manager card (account_managers) this member is. */
  manager_phone?: string;
}

export const STAFF_PASSWORD = DEMO_PASSWORD;

export const staffSeeds: readonly StaffSeed[] = [
  { username: 'admin', name: '系统管理员', roles: ['admin'] },
  { username: 'reviewer', name: '李审核', roles: ['reviewer'] },
  { username: 'merchandiser', name: '赵运营', roles: ['merchandiser'] },
  { username: 'warehouse', name: '孙仓管', roles: ['warehouse'] },
  { username: 'manager', name: '王经理', roles: ['account_manager'], manager_phone: '13900000001' },
];
