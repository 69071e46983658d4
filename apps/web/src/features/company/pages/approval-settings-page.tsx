import { App, Form, InputNumber, Radio, Skeleton, Switch, Table } from 'antd';
import {
  CompanySettingsBody,
  DEFAULT_APPROVAL_HOLD_HOURS,
  MAX_APPROVAL_HOLD_HOURS,
  type ApproverRole,
  type CompanyView,
} from '@yc/contracts';
import { useMyRoles } from '../../../api/get-my-roles';
import { showServerErrors } from '../../../components/ui/form/server-errors';
import { SubmitRow } from '../../../components/ui/form/submit-row';
import { zodRule } from '../../../components/ui/form/zod-rule';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useCompany } from '../api/get-company';
import { useSetStoreApproval } from '../api/set-store-approval';
import { useUpdateApprovalSettings } from '../api/update-approval-settings';
import styles from '../components/company.module.css';
import { COMPANY_LABELS } from '../lib/form-labels';
import { managedStores } from '../lib/roles';

interface SettingsValues {
  approver_role: ApproverRole;
  approval_hold_hours: number;
}

function SettingsForm({ company }: { company: CompanyView }) {
  const [form] = Form.useForm<SettingsValues>();
  const { message } = App.useApp();
  const save = useUpdateApprovalSettings();
  const onFinish = (values: SettingsValues) =>
    save.mutate(values, {
      onSuccess: () => void message.success('设置已保存'),
      onError: (error) => showServerErrors(form, error, ['approver_role', 'approval_hold_hours']),
    });
  return (
    <Form
      form={form}
      name="approval-settings"
      {...COMPANY_LABELS}
      className={styles.settingsForm}
      onFinish={onFinish}
      initialValues={{ approver_role: company.approver_role, approval_hold_hours: company.approval_hold_hours }}
    >
      <Form.Item name="approver_role" label="审批人" rules={[zodRule(CompanySettingsBody.shape.approver_role)]}>
        <Radio.Group
          options={[
            { value: 'owner', label: '负责人' },
            { value: 'finance', label: '负责人或财务' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="approval_hold_hours"
        label="审批等待时间"
        rules={[zodRule(CompanySettingsBody.shape.approval_hold_hours)]}
        extra={`待审批订单等待审批的时间，超时未审批的订单自动取消（默认${DEFAULT_APPROVAL_HOLD_HOURS}小时，最长${MAX_APPROVAL_HOLD_HOURS}小时）。待审批订单不占用库存，审批通过时按当时库存备货`}
      >
        <InputNumber<number> aria-label="审批等待时间（小时）" precision={0} suffix="小时" className={styles.hoursInput} />
      </Form.Item>
      <SubmitRow loading={save.isPending}>保存设置</SubmitRow>
    </Form>
  );
}

/** /spsz 审批设置: who approves, how long a waiting order holds its stock, and which stores have every order approved. */
export function ApprovalSettingsPage() {
  const { data: company, isPending } = useCompany();
  const { data: mine } = useMyRoles();
  const { message } = App.useApp();
  const storeApproval = useSetStoreApproval();
  if (isPending || !company) return <Skeleton active paragraph={{ rows: 6 }} />;
  const managed = new Set(managedStores(company, mine).map((s) => s.id));

  return (
    <>
      <SectionPanel title="审批设置">
        <p className={styles.intro}>
          采购员的订单超出单笔或月度限额时进入“待审批”，审批通过后才能付款；驳回的订单自动取消，优惠券退回。
        </p>
        {/* The form reads its first values once: it is made after the company has loaded. */}
        <SettingsForm company={company} />
      </SectionPanel>
      <SectionPanel title="店铺审批规则" level={2}>
        <Table<CompanyView['stores'][number]>
          rowKey="id"
          size="middle"
          pagination={false}
          dataSource={company.stores}
          columns={[
            { title: '店铺', dataIndex: 'company' },
            {
              title: '所有订单须审批',
              key: 'requires_approval',
              width: 160,
              render: (_, store) => (
                <Switch
                  aria-label={`${store.company}所有订单须审批`}
                  checked={store.requires_approval === 1}
                  disabled={!managed.has(store.id)}
                  loading={storeApproval.isPending && storeApproval.variables.store_id === store.id}
                  onChange={(on) =>
                    storeApproval.mutate(
                      { store_id: store.id, requires_approval: on ? 1 : 0 },
                      { onSuccess: () => void message.success('设置已保存') },
                    )
                  }
                />
              ),
            },
            {
              title: '说明',
              key: 'text',
              render: (_, store) => (
                <span className={styles.muted}>
                  {store.requires_approval === 1 ? '采购员的每一笔订单都须审批' : '仅超出限额的订单须审批'}
                </span>
              ),
            },
          ]}
        />
      </SectionPanel>
    </>
  );
}
