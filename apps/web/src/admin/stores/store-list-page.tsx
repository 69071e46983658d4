import { STORE_REVIEW_STATUSES, STORE_REVIEW_TEXT, type StoreReviewStatus } from '@yc/contracts';
import { Form, Input, Space } from 'antd';
import { useState } from 'react';
import { FilterForm, FilterSelect } from '../components/list-bar';
import { usePageState } from '../components/paged-table';
import { optionsOf } from '../lib/options';
import { useStoreOptions, useStores, type StoreFilter } from './api/stores';
import { StoreTable } from './store-table';

interface FilterValues {
  keywords?: string;
  status?: StoreReviewStatus;
  manager_id?: number;
}

export function StoreListPage() {
  const [page, setPage] = usePageState();
  const [filter, setFilter] = useState<StoreFilter>({});
  const stores = useStores({ ...filter, ...page });
  const options = useStoreOptions();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterForm<FilterValues>
        onFilter={(v) => {
          setFilter({ keywords: v.keywords?.trim() || undefined, status: v.status, manager_id: v.manager_id });
          setPage({ ...page, page: 1 });
        }}
      >
        <Form.Item name="keywords" label="搜索">
          <Input placeholder="企业名称、联系人或手机号" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="status" label="资质状态">
          <FilterSelect options={optionsOf(STORE_REVIEW_STATUSES, STORE_REVIEW_TEXT)} />
        </Form.Item>
        <Form.Item name="manager_id" label="客户经理">
          <FilterSelect width={140} options={options.data?.managers.map((m) => ({ value: m.id, label: m.name })) ?? []} />
        </Form.Item>
      </FilterForm>
      <StoreTable query={stores} page={page} onPage={setPage} action="查看" />
    </Space>
  );
}
