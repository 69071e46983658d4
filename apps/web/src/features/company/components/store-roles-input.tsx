import type { FormRule } from 'antd';
import { Select } from 'antd';
import { SetRolesBody, type CompanyView, type StoreRole } from '@yc/contracts';
import { ROLE_OPTIONS } from '../lib/roles';
import styles from './company.module.css';

/** A role per store id; a store without one is not the member's. */
export type StoreRoles = Partial<Record<number, StoreRole>>;

export const rolesBody = (roles: StoreRoles | undefined): SetRolesBody['roles'] =>
  Object.entries(roles ?? {}).flatMap(([storeId, role]) => (role ? [{ store_id: Number(storeId), role }] : []));

/** At least one store, as the contract says it (请至少为成员分配一个店铺的角色). */
export const rolesRule: FormRule = {
  validator: async (_rule, value: StoreRoles | undefined) => {
    const result = SetRolesBody.shape.roles.safeParse(rolesBody(value));
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

interface StoreRolesInputProps {
  stores: CompanyView['stores'];
  /** Set by Form.Item. */
  value?: StoreRoles;
  onChange?: (value: StoreRoles) => void;
}

/** One role picker per store the caller manages; clearing one takes the member out of that store. */
export function StoreRolesInput({ stores, value = {}, onChange }: StoreRolesInputProps) {
  return (
    <ul className={styles.storeRoles}>
      {stores.map((store) => (
        <li key={store.id}>
          <span className={styles.storeName} title={store.company}>
            {store.company}
          </span>
          <Select<StoreRole>
            aria-label={`${store.company}的角色`}
            className={styles.roleSelect}
            placeholder="不分配"
            allowClear
            options={ROLE_OPTIONS}
            value={value[store.id]}
            onChange={(role) => onChange?.({ ...value, [store.id]: role })}
          />
        </li>
      ))}
    </ul>
  );
}
