import { Alert, Card, Descriptions, Empty, Result, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { formatSecondsTime } from '../../lib/format/time';
import { useStaffMe } from '../api/session';
import { RoleGate } from '../components/role-gate';
import { mayOpen } from '../lib/roles';
import { useStore } from './api/stores';
import { CreditPanel } from './credit-form';
import { ManagerSelect } from './manager-select';
import { ProfileForm } from './profile-form';
import { QualificationTable } from './qualification-table';
import { ReviewActions } from './review-actions';
import { StoreMembers } from './store-members';
import { ContractTag, ReviewTag } from './store-tags';

/** One store: its review with the scans to check, profile, credit, account manager, contract and logins. */
export function StoreDetailPage() {
  const id = Number(useParams().id);
  const store = useStore(id);
  const me = useStaffMe();
  if (store.isError) return <Result status="404" title="门店不存在" />;
  if (!store.data || !me.data) return <Spin />;
  const s = store.data;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {s.company}
            <ReviewTag status={s.status} text={s.status_text} />
          </Space>
        }
        extra={
          <RoleGate roles={['reviewer']}>
            <ReviewActions store={s} />
          </RoleGate>
        }
      >
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="门店编号">{s.id}</Descriptions.Item>
          <Descriptions.Item label="联系人">{s.contact_name}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{s.contact_phone}</Descriptions.Item>
          <Descriptions.Item label="客户类型">{s.customer_type}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{`${s.province}${s.city}`}</Descriptions.Item>
          <Descriptions.Item label="注册时间">{formatSecondsTime(s.created_at)}</Descriptions.Item>
          <Descriptions.Item label="详细地址" span={2}>
            {s.address || '—'}
          </Descriptions.Item>
          {s.reason && <Descriptions.Item label="驳回原因">{s.reason}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {s.business_scope.length === 0 && (
        <Alert type="warning" showIcon title="该门店尚未设置经营范围：审核通过后可以看到价格，但在设置经营范围前无法购买商品。" />
      )}
      <Card title="资质证件">
        <QualificationTable list={s.qualifications} />
      </Card>
      <Card title="经营范围与客户资料">
        <RoleGate roles={['reviewer', 'account_manager']} fallback={s.business_scope.map((b) => b.name).join('、')}>
          <ProfileForm key={`${s.id}-${s.level}-${s.business_scope.length}`} store={s} />
        </RoleGate>
      </Card>
      <Card title="账期">
        <CreditPanel store={s} editable={mayOpen(me.data.roles, ['account_manager'])} />
      </Card>
      <Card title="客户经理">
        <Space orientation="vertical">
          <span>{s.manager ? `${s.manager.name}（${s.manager.phone}）` : '未分配（门店显示客服中心）'}</span>
          <RoleGate roles={['admin']}>
            <ManagerSelect key={s.manager?.id ?? 0} store={s} />
          </RoleGate>
        </Space>
      </Card>
      <Card title={<Space>电子合同<ContractTag state={s.contract_state} /></Space>}>
        {s.contract ? (
          <Descriptions size="small" column={3}>
            <Descriptions.Item label="合同编号">{s.contract.contract_no}</Descriptions.Item>
            <Descriptions.Item label="合同名称">{s.contract.title}</Descriptions.Item>
            <Descriptions.Item label="有效期">{`${s.contract.valid_from} 至 ${s.contract.valid_until}`}</Descriptions.Item>
            <Descriptions.Item label="签署时间">{s.contract.signed_at ? formatSecondsTime(s.contract.signed_at) : '未签署'}</Descriptions.Item>
            <Descriptions.Item label="签署人">{s.contract.signer_name ?? '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description="门店尚未生成本年度电子合同（首次结算前签署）" />
        )}
      </Card>
      <StoreMembers accounts={s.accounts} />
    </Space>
  );
}
