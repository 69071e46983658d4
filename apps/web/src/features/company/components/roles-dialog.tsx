import { App, Form } from 'antd';
import type { CompanyMember, CompanyView } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { useSetMemberRoles } from '../api/set-member-roles';
import { COMPANY_LABELS } from '../lib/form-labels';
import { rolesBody, rolesRule, StoreRolesInput, type StoreRoles } from './store-roles-input';

interface RolesDialogProps {
  member: CompanyMember;
  /** The stores the caller manages: the only ones whose roles it sets. */
  stores: CompanyView['stores'];
  onClose: () => void;
}

/**
 * 设置角色 in the stores the caller manages. A store cleared is taken from the member; the server
 * refuses a change that leaves a store without a 负责人, and its message is shown as it says it.
 */
export function RolesDialog({ member, stores, onClose }: RolesDialogProps) {
  const [form] = Form.useForm<{ roles: StoreRoles }>();
  const { message } = App.useApp();
  const save = useSetMemberRoles();
  const managed = new Set(stores.map((s) => s.id));
  const current: StoreRoles = Object.fromEntries(member.stores.filter((s) => managed.has(s.store_id)).map((s) => [s.store_id, s.role]));

  const onFinish = ({ roles }: { roles: StoreRoles }) =>
    save.mutate(
      { id: member.id, body: { roles: rolesBody(roles) } },
      {
        onSuccess: () => {
          void message.success('角色已更新');
          onClose();
        },
        onError: (error) => showServerErrors(form, error, ['roles']),
      },
    );

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title={`设置角色：${member.name}（${member.phone}）`}
      okText="保存"
      busy={save.isPending}
      width={600}
    >
      <Form form={form} name="company-roles" {...COMPANY_LABELS} onFinish={onFinish} initialValues={{ roles: current }}>
        <Form.Item name="roles" label="店铺角色" required rules={[rolesRule]}>
          <StoreRolesInput stores={stores} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
