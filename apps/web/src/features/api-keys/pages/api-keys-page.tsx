import { App, Button, Empty, Skeleton, Table, Tag } from 'antd';
import { ERP_CALLS_PER_MINUTE, mayDo, type ApiKeyRow, type CreatedApiKey } from '@yc/contracts';
import { useState } from 'react';
import { useMyRoles } from '../../../api/get-my-roles';
import { SectionPanel } from '../../../components/ui/section-panel';
import { apiUrl } from '../../../lib/api-url';
import { formatSecondsTime } from '../../../lib/format/time';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { CreateKeyDialog } from '../components/create-key-dialog';
import { CreatedKeyDialog } from '../components/created-key-dialog';
import styles from '../components/api-keys.module.css';

/**
 * /erpjk ERP接口: the company's API keys, for its 负责人 (the menu hides the page from other roles,
 * and the server refuses them). A key is shown once when made; revoking it stops it at once.
 */
export function ApiKeysPage() {
  const role = useMyRoles().data?.role;
  const mayManage = role !== undefined && mayDo(role, 'manage');
  const keys = useApiKeys({ enabled: mayManage });
  const revoke = useRevokeApiKey();
  const { modal, message } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const askRevoke = (key: ApiKeyRow) =>
    modal.confirm({
      title: `撤销密钥「${key.name}」`,
      content: '撤销后，使用该密钥的系统将立即无法读取数据，且不能恢复。',
      okText: '撤销',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => revoke.mutateAsync(key.id).then(() => void message.success('密钥已撤销')),
    });

  if (!mayManage)
    return (
      <SectionPanel title="ERP接口">
        {role === undefined ? <Skeleton active /> : <Empty description="只有负责人可以管理 API 密钥，请联系企业负责人" />}
      </SectionPanel>
    );

  return (
    <SectionPanel
      title="ERP接口"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          创建密钥
        </Button>
      }
    >
      <p className={styles.intro}>
        ERP 或进销存系统可用 API 密钥只读拉取本企业各店铺的订单与发货批次、月度对账单和采购价格，用于自动入库和对账。请求时在请求头中加入
        <code> Authorization: Bearer 密钥</code>，每个密钥每分钟最多调用 {ERP_CALLS_PER_MINUTE} 次。接口说明见
        <a href={apiUrl('/api/docs/json')} target="_blank" rel="noopener noreferrer">
          {' '}
          OpenAPI 文档
        </a>
        。
      </p>
      <Table<ApiKeyRow>
        rowKey="id"
        loading={keys.isPending}
        dataSource={keys.data}
        pagination={false}
        locale={{ emptyText: '还没有密钥' }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '密钥', dataIndex: 'prefix', render: (prefix: string) => <code>{prefix}</code> },
          { title: '创建人', dataIndex: 'created_by', width: 120 },
          { title: '创建时间', key: 'created_at', width: 160, render: (_, k) => formatSecondsTime(k.created_at) },
          {
            title: '状态',
            key: 'status',
            width: 160,
            render: (_, k) => (
              <>
                <Tag color={k.status === 'active' ? 'green' : 'default'}>{k.status_text}</Tag>
                {k.revoked_at !== null && formatSecondsTime(k.revoked_at)}
              </>
            ),
          },
          {
            title: '操作',
            key: 'action',
            width: 90,
            render: (_, k) =>
              k.status === 'active' && (
                <Button type="link" danger size="small" onClick={() => askRevoke(k)} aria-label={`撤销密钥${k.name}`}>
                  撤销
                </Button>
              ),
          },
        ]}
      />
      {creating && (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(key) => {
            setCreating(false);
            setCreated(key);
          }}
        />
      )}
      {created && <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />}
    </SectionPanel>
  );
}
