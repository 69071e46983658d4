import { App, Form, Input } from 'antd';
import { InviteMemberBody, type CompanyView } from '@yc/contracts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { useInviteMember } from '../api/invite-member';
import { COMPANY_LABELS } from '../lib/form-labels';
import { rolesBody, rolesRule, StoreRolesInput, type StoreRoles } from './store-roles-input';

interface InviteValues {
  phone: string;
  name: string;
  roles: StoreRoles;
}

const FIELDS = ['phone', 'name', 'roles'] as const;

/** 邀请成员: a phone no login uses yet, a name and a role per store; the phone gets the SMS code that accepts. */
export function InviteDialog({ stores, onClose }: { stores: CompanyView['stores']; onClose: () => void }) {
  const [form] = Form.useForm<InviteValues>();
  const { message } = App.useApp();
  const invite = useInviteMember();

  const onFinish = (values: InviteValues) =>
    invite.mutate(
      { phone: values.phone.trim(), name: values.name.trim(), roles: rolesBody(values.roles) },
      {
        onSuccess: () => {
          void message.success(`邀请已发送，${values.phone.trim()} 将收到短信验证码，凭验证码设置密码即可加入企业`);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, FIELDS),
      },
    );

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      title="邀请成员"
      okText="发送邀请"
      busy={invite.isPending}
      width={600}
    >
      <Form form={form} name="company-invite" {...COMPANY_LABELS} onFinish={onFinish} autoComplete="off" initialValues={{ roles: {} }}>
        <Form.Item name="phone" label="手机号" required rules={[zodRule(InviteMemberBody.shape.phone)]}>
          <Input placeholder="被邀请人的11位手机号" maxLength={11} />
        </Form.Item>
        <Form.Item name="name" label="姓名" required rules={[zodRule(InviteMemberBody.shape.name)]}>
          <Input placeholder="成员姓名" maxLength={50} />
        </Form.Item>
        <Form.Item
          name="roles"
          label="店铺角色"
          required
          rules={[rolesRule]}
          extra="采购员可下单不能付款，财务可付款、管理余额账期和发票，查看只能浏览"
        >
          <StoreRolesInput stores={stores} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
