import { UserAddOutlined } from '@ant-design/icons';
import { App, Button, Empty, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import type { CompanyMember } from '@yc/contracts';
import { useState } from 'react';
import { useMyRoles } from '../../../api/get-my-roles';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useCompany } from '../api/get-company';
import { useSetMemberDisabled } from '../api/set-member-disabled';
import { InviteDialog } from '../components/invite-dialog';
import { LimitsDialog } from '../components/limits-dialog';
import { RolesDialog } from '../components/roles-dialog';
import styles from '../components/company.module.css';
import { limitText } from '../lib/limits';
import { managedStores, ROLE_COLOR } from '../lib/roles';

type Dialog =
  | { kind: 'invite' }
  | { kind: 'roles'; member: CompanyMember }
  | { kind: 'limits'; member: CompanyMember; store: CompanyMember['stores'][number] };

/** /qycy 企业成员: the company's logins with their role and limits in each store; invite, set roles and limits, disable. */
export function MembersPage() {
  const { data: company, isPending } = useCompany();
  const { data: mine } = useMyRoles();
  const { modal, message } = App.useApp();
  const toggle = useSetMemberDisabled();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (isPending || !company) return <Skeleton active paragraph={{ rows: 6 }} />;
  const stores = managedStores(company, mine);
  const managed = new Set(stores.map((s) => s.id));

  const confirmToggle = (member: CompanyMember) => {
    const disabling = member.status === 'active';
    modal.confirm({
      title: disabling ? `确定停用${member.name}吗？` : `确定启用${member.name}吗？`,
      content: disabling ? '停用后该成员立即退出登录，且不能再登录，直到重新启用。' : '启用后该成员可以用原密码登录。',
      okText: disabling ? '停用' : '启用',
      okButtonProps: { danger: disabling },
      cancelText: '取消',
      onOk: () =>
        toggle
          .mutateAsync({ id: member.id, disabled: disabling })
          .then(() => void message.success(disabling ? '成员已停用' : '成员已启用')),
    });
  };

  const columns: TableColumnsType<CompanyMember> = [
    {
      title: '成员',
      key: 'member',
      width: 170,
      render: (_, m) => (
        <>
          <div>
            {m.name} {m.is_owner === 1 && <Tag color="red">创建人</Tag>}
          </div>
          <div className={styles.muted}>{m.phone}</div>
        </>
      ),
    },
    {
      title: '店铺、角色与限额',
      key: 'stores',
      render: (_, m) => (
        <ul className={styles.memberStores}>
          {m.stores.map((s) => (
            <li key={s.store_id}>
              <span className={styles.storeName} title={s.company}>
                {s.company}
              </span>
              <Tag color={ROLE_COLOR[s.role]}>{s.role_text}</Tag>
              {s.role === 'owner' ? (
                <span className={styles.muted}>无需审批</span>
              ) : (
                <span className={`${styles.muted} ${styles.limits}`}>
                  单笔 {limitText(s.order_limit_fen)} · 每月 {limitText(s.month_limit_fen)}
                </span>
              )}
              {s.role !== 'owner' && managed.has(s.store_id) && (
                <Button
                  type="link"
                  size="small"
                  aria-label={`设置${m.name}在${s.company}的限额`}
                  onClick={() => setDialog({ kind: 'limits', member: m, store: s })}
                >
                  设置限额
                </Button>
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      title: '状态',
      key: 'status',
      width: 80,
      render: (_, m) => (m.status === 'active' ? <Tag color="green">正常</Tag> : <Tag>已停用</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_, m) =>
        stores.length > 0 && (
          <>
            <Button type="link" size="small" aria-label={`设置${m.name}的角色`} onClick={() => setDialog({ kind: 'roles', member: m })}>
              设置角色
            </Button>
            {m.is_owner !== 1 && (
              <Button type="link" size="small" danger={m.status === 'active'} onClick={() => confirmToggle(m)}>
                {m.status === 'active' ? '停用' : '启用'}
              </Button>
            )}
          </>
        ),
    },
  ];

  return (
    <SectionPanel
      title="企业成员"
      extra={
        <>
          <span className={styles.muted}>
            {company.name || '本企业'}：{company.members.length} 位成员
          </span>
          <Button type="primary" icon={<UserAddOutlined />} disabled={stores.length === 0} onClick={() => setDialog({ kind: 'invite' })}>
            邀请成员
          </Button>
        </>
      }
    >
      <p className={styles.intro}>
        负责人可做一切操作；采购员可加购下单，不能付款；财务可付款、管理余额、账期和发票；查看只能浏览。采购员的订单超出限额时须经审批。
      </p>
      <Table<CompanyMember>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={company.members}
        pagination={false}
        locale={{ emptyText: <Empty description="还没有成员" /> }}
      />
      {dialog?.kind === 'invite' && <InviteDialog stores={stores} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'roles' && <RolesDialog member={dialog.member} stores={stores} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'limits' && <LimitsDialog member={dialog.member} store={dialog.store} onClose={() => setDialog(null)} />}
    </SectionPanel>
  );
}
