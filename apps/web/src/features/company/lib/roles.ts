import { STORE_ROLES, STORE_ROLE_TEXT, type CompanyView, type MyRoles, type StoreRole } from '@yc/contracts';

export const ROLE_OPTIONS = STORE_ROLES.map((role) => ({ value: role, label: STORE_ROLE_TEXT[role] }));

export const ROLE_COLOR: Record<StoreRole, string> = { owner: 'red', buyer: 'blue', finance: 'gold', viewer: 'default' };

/** The company's stores in which the caller is 负责人: the only ones it may give roles and limits in. */
export const managedStores = (company: CompanyView, mine: MyRoles | undefined): CompanyView['stores'] => {
  const owned = new Set((mine?.stores ?? []).filter((s) => s.role === 'owner').map((s) => s.store_id));
  return company.stores.filter((s) => owned.has(s.id));
};
