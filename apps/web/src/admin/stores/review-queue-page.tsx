import { Alert, Space } from 'antd';
import { usePageState } from '../components/paged-table';
import { useStores } from './api/stores';
import { StoreTable } from './store-table';

/** Stores waiting for their qualifications to be checked, the longest waiting first. */
export function ReviewQueuePage() {
  const [page, setPage] = usePageState();
  const stores = useStores({ status: 'pending', ...page });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title="资质审核通过后，门店即可查看价格并下单；驳回原因会以站内消息发送给门店。" />
      <StoreTable query={stores} page={page} onPage={setPage} action="审核" />
    </Space>
  );
}
