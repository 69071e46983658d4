import { STORE_REVIEW_STATUSES, STORE_REVIEW_TEXT, type StoreReviewStatus } from '@yc/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { usePageState } from '../components/paged-table';
import { useStoreOptions, useStores, type StoreFilter } from './api';
import { StoreTable } from './store-table';

interface FilterForm {
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
      <Form<FilterForm>
        layout="inline"
        onFinish={(v) => {
          setFilter({ keywords: v.keywords?.trim() || undefined, status: v.status, manager_id: v.manager_id });
          setPage({ ...page, page: 1 });
        }}
      >
        <Form.Item name="keywords" label="搜索">
          <Input placeholder="企业名称、联系人或手机号" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="status" label="资质状态">
          <Select allowClear placeholder="全部" style={{ width: 120 }} options={STORE_REVIEW_STATUSES.map((s) => ({ value: s, label: STORE_REVIEW_TEXT[s] }))} />
        </Form.Item>
        <Form.Item name="manager_id" label="客户经理">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={options.data?.managers.map((m) => ({ value: m.id, label: m.name }))} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <StoreTable data={stores.data} loading={stores.isFetching} page={page} onPage={setPage} action="查看" />
    </Space>
  );
}
