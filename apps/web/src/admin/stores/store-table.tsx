import type { AdminStorePage, AdminStoreRow, PageQuery } from '@yc/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { formatSecondsTime } from '../../lib/format/time';
import { PagedTable } from '../components/paged-table';
import { adminHref } from '../layout/side-menu';
import { ContractTag, ReviewTag } from './store-tags';

interface StoreTableProps {
  data: AdminStorePage | undefined;
  loading: boolean;
  page: PageQuery;
  onPage(page: PageQuery): void;
  /** The row's button: 审核 in the review queue, 查看 elsewhere. */
  action: string;
}

export const storeHref = (id: number) => adminHref({ path: `stores/${id}` });

export function StoreTable({ data, loading, page, onPage, action }: StoreTableProps) {
  return (
    <PagedTable<AdminStoreRow>
      rowKey="id"
      loading={loading}
      data={data}
      page={page}
      onPage={onPage}
      columns={[
        {
          title: '门店',
          key: 'company',
          render: (_, s) => (
            <>
              <Link to={storeHref(s.id)}>{s.company}</Link>
              <div style={{ color: '#8c8c8c' }}>
                {s.contact_name} {s.contact_phone}
              </div>
            </>
          ),
        },
        { title: '地区', key: 'region', render: (_, s) => `${s.province}${s.city}` },
        { title: '客户类型', dataIndex: 'customer_type' },
        { title: '等级', dataIndex: 'level', width: 70 },
        { title: '资质', key: 'status', render: (_, s) => <ReviewTag status={s.status} text={s.status_text} /> },
        { title: '待审证件', dataIndex: 'pending_documents', width: 90 },
        { title: '客户经理', dataIndex: 'manager_name', render: (name: string | null) => name ?? '—' },
        { title: '电子合同', dataIndex: 'contract_state', render: (state: AdminStoreRow['contract_state']) => <ContractTag state={state} /> },
        { title: '注册时间', dataIndex: 'created_at', width: 150, render: (at: number) => formatSecondsTime(at) },
        {
          title: '操作',
          key: 'action',
          width: 80,
          render: (_, s) => (
            <Link to={storeHref(s.id)}>
              <Button size="small" type={action === '审核' ? 'primary' : 'default'}>
                {action}
              </Button>
            </Link>
          ),
        },
      ]}
    />
  );
}
