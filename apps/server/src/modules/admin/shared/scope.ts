import type { StaffContext } from './session.js';

/**
 * The account-manager card whose stores (and their orders) are all this member may see, or null
 * for every store. A member who is only an account manager sees the stores they look after; any
 * other role sees all. An account manager without a card sees none (0 matches no store).
 */
export const managedStoresOf = (staff: Pick<StaffContext, 'roles' | 'accountManagerId'>): number | null =>
  staff.roles.length > 0 && staff.roles.every((r) => r === 'account_manager') ? (staff.accountManagerId ?? 0) : null;
