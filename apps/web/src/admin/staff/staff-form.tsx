import { STAFF_ROLES, STAFF_ROLE_TEXT, StaffCreateBody, type StaffRole } from '@yc/contracts';
import { Checkbox, Form, Input, Select, Switch } from 'antd';
import { zodRule } from '../../components/ui/form/zod-rule';
import { optionsOf } from '../lib/options';
import { useStoreOptions } from '../stores/api/stores';

export interface StaffFormValues {
  username?: string;
  name: string;
  roles: StaffRole[];
  account_manager_id?: number;
  password?: string;
  enabled?: boolean;
}

/** The fields of a member: a new one also gets a username and an initial password; an existing one may be disabled. */
export function StaffFields({ creating }: { creating: boolean }) {
  const managers = useStoreOptions().data?.managers ?? [];
  const roles = Form.useWatch<StaffRole[] | undefined>('roles');
  return (
    <>
      {creating && (
        <Form.Item name="username" label="用户名" rules={[zodRule(StaffCreateBody.shape.username)]}>
          <Input placeholder="3到20位小写字母、数字或下划线" autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="name" label="姓名" rules={[zodRule(StaffCreateBody.shape.name)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="roles" label="角色" required rules={[zodRule(StaffCreateBody.shape.roles)]}>
        <Checkbox.Group options={optionsOf(STAFF_ROLES, STAFF_ROLE_TEXT)} />
      </Form.Item>
      {roles?.includes('account_manager') && (
        <Form.Item
          name="account_manager_id"
          label="对应的客户经理（门店页头显示）"
          // That an account manager names one is the server's rule: its refusal shows here (the dialog's fields).
          required
          rules={[zodRule(StaffCreateBody.shape.account_manager_id)]}
        >
          <Select options={managers.map((m) => ({ value: m.id, label: `${m.name}（${m.phone}）` }))} />
        </Form.Item>
      )}
      {creating ? (
        <Form.Item name="password" label="初始密码" rules={[zodRule(StaffCreateBody.shape.password)]}>
          <Input.Password autoComplete="new-password" placeholder="8-20位，须包含字母和数字" />
        </Form.Item>
      ) : (
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
      )}
    </>
  );
}
