/** The customer-service login of the console (README「演示账号」): it answers the stores of the service desk card and the shared chat queue. */
export interface ChatStaffSeed {
  username: string;
  name: string;
  roles: readonly 'customer_service'[];
  /** Phone of the account-manager card (account_managers) this member is. */
  manager_phone: string;
}

export const chatStaffSeeds: readonly ChatStaffSeed[] = [{ username: 'kefu', name: '刘客服', roles: ['customer_service'], manager_phone: '400-800-1234' }];
