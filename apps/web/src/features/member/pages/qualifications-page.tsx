import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { EXPIRY_WARNING_DAYS, type Qualification, type QualificationList } from '@yc/contracts';
import { useState } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel';
import { SupplierDocumentsLink } from '../../../components/ui/supplier-documents-link';
import { formatTime } from '../../../lib/format/time';
import { useBusinessScope } from '../api/get-business-scope';
import { useQualifications } from '../api/get-qualifications';
import styles from '../components/member.module.css';
import { QualificationUploadDialog } from '../components/qualification-upload-dialog';
import { apiUrl } from '../../../lib/api-url';

const STATUS_COLOR: Record<string, string> = { pending: 'processing', passed: 'success', rejected: 'error' };

/** The store's review as a whole: what the buyer can do now and what to do next. */
function ReviewState({ data }: { data: QualificationList }) {
  if (data.status === 'passed') {
    return (
      <Alert
        type="success"
        showIcon
        title="资质审核已通过"
        description="您可以正常查看价格并采购。证件到期前请及时上传新证件，以免影响采购。"
      />
    );
  }
  if (data.status === 'rejected') {
    return (
      <Alert
        type="error"
        showIcon
        title="资质审核未通过"
        description={`${data.reason ? `原因：${data.reason}。` : ''}请根据原因重新上传相应证件，上传后将重新进入审核。`}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title="资质审核中"
      description="平台将在1-2个工作日内完成审核。审核通过前，商品价格显示为“资质审核中”，暂不能加入购物车和下单。"
    />
  );
}

/** Expired in red, expiring within EXPIRY_WARNING_DAYS in orange. */
function ExpiryCell({ qualification: q }: { qualification: Qualification }) {
  if (!q.expires_at) return <span>长期有效</span>;
  if (q.expired === 1) {
    return (
      <span className={styles.danger}>
        {q.expires_at} <Tag color="red">已过期</Tag>
      </span>
    );
  }
  if (q.expiry_warning === 1) {
    return (
      <span className={styles.warning}>
        {q.expires_at} <Tag color="orange">{q.days_left === 0 ? '今天到期' : `${q.days_left}天后到期`}</Tag>
      </span>
    );
  }
  return <span>{q.expires_at}</span>;
}

/** /zzzj: certificates with their review and expiry, the upload dialog, and the store's business scope. */
export function QualificationsPage() {
  const { data, isPending } = useQualifications();
  const scope = useBusinessScope();
  const [dialog, setDialog] = useState<{ open: boolean; type?: string }>({ open: false });
  const expiring = data?.list.filter((q) => q.expiry_warning === 1).length ?? 0;

  const columns: TableColumnsType<Qualification> = [
    { title: '证件类型', dataIndex: 'type', width: 170 },
    { title: '证件编号', dataIndex: 'number' },
    { title: '有效期至', key: 'expires_at', width: 190, render: (_, q) => <ExpiryCell qualification={q} /> },
    {
      title: '审核状态',
      key: 'status',
      width: 150,
      render: (_, q) => (
        <>
          <Tag color={STATUS_COLOR[q.status] ?? 'default'}>{q.status_text}</Tag>
          {q.status === 'rejected' && q.reason && <div className={`${styles.danger} ${styles.small}`}>{q.reason}</div>}
        </>
      ),
    },
    { title: '上传时间', key: 'created_at', width: 140, render: (_, q) => formatTime(q.created_at) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_, q) => (
        <>
          {q.file_url ? (
            <>
              <a href={apiUrl(q.file_url)} target="_blank" rel="noopener noreferrer">
                查看
              </a>
              <a href={apiUrl(q.file_url)} download={q.file_name} className={styles.gapLeft}>
                下载
              </a>
            </>
          ) : (
            <span className={styles.muted}>无扫描件</span>
          )}
          <Button type="link" size="small" onClick={() => setDialog({ open: true, type: q.type })}>
            更新
          </Button>
        </>
      ),
    },
  ];

  return (
    <>
      <SectionPanel
        title="资质证件"
        extra={
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setDialog({ open: true })}>
            上传资质
          </Button>
        }
      >
        {data && <ReviewState data={data} />}
        {expiring > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 8 }}
            title={`您有 ${expiring} 个证件已过期或将在${EXPIRY_WARNING_DAYS}天内到期，请及时上传新证件。`}
          />
        )}
        <Table<Qualification>
          style={{ marginTop: 12 }}
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isPending}
          pagination={false}
          locale={{ emptyText: <Empty description="还没有上传资质证件" /> }}
        />
      </SectionPanel>
      <SectionPanel level={2} title="经营范围">
        {scope.data && scope.data.length > 0 ? (
          <div className={styles.scope}>
            {scope.data.map((item) => (
              <Tag key={item.key} color="blue">
                {item.name}
              </Tag>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{scope.isPending ? '加载中...' : '暂未设置经营范围，请联系客户经理。'}</p>
        )}
        <p className={`${styles.muted} ${styles.small}`}>经营范围以外的商品不能购买；如需调整，请联系您的客户经理。</p>
      </SectionPanel>
      <SectionPanel level={2} title="供应商首营资料" extra={<SupplierDocumentsLink size="middle" />}>
        <p className={styles.muted}>
          首次采购前请存档供应商的营业执照、药品经营许可证、GSP 证书、开户许可证、质量保证协议和法人授权委托书（含客户经理身份证号）。
          每批次的检验报告与随货同行单可在订单详情中下载。
        </p>
      </SectionPanel>
      <QualificationUploadDialog open={dialog.open} initialType={dialog.type} onClose={() => setDialog({ open: false })} />
    </>
  );
}
