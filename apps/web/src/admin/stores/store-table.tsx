import { customerLevelName, type AdminStorePage, type AdminStoreRow, type PageQuery } from '@yc/contracts';
import { Button } from 'antd';
import { Link } from 'react-router';
import { QueryTable, timeColumn } from '../components/paged-table';
import { adminHref } from '../layout/side-menu';
import { ContractTag, ReviewTag } from './store-tags';

interface StoreTableProps {
  query: { data?: AdminStorePage; isFetching: boolean };
  page: PageQuery;
  onPage(page: PageQuery): void;
  /** The row's button: 审核 in the review queue, 查看 elsewhere. */
  action: string;
}

export const storeHref = (id: number) => adminHref({ path: `stores/${id}` });

export function StoreTable({ query, page, onPage, action }: StoreTableProps) {
  return (
    <QueryTable<AdminStoreRow>
      query={query}
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
        { title: '客户等级', dataIndex: 'level', width: 90, render: (level: number) => customerLevelName(level) },
        { title: '资质', key: 'status', render: (_, s) => <ReviewTag status={s.status} text={s.status_text} /> },
        { title: '待审证件', dataIndex: 'pending_documents', width: 90 },
        { title: '客户经理', dataIndex: 'manager_name', render: (name: string | null) => name ?? '—' },
        {
          title: '电子合同',
          dataIndex: 'contract_state',
          render: (state: AdminStoreRow['contract_state']) => <ContractTag state={state} />,
        },
        timeColumn<AdminStoreRow>('注册时间', 'created_at', 150),
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
