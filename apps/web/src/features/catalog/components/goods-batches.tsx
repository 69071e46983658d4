import { Table, Tag } from 'antd';
import type { GoodsBatchView } from '@yc/contracts';
import { apiUrl } from '../../../lib/api-url';

/** The sellable batches of a goods as FEFO ships them: the first goes out first; each with its 检验报告 to download. */
export function GoodsBatches({ batches }: { batches: readonly GoodsBatchView[] }) {
  if (batches.length === 0) return null;
  return (
    <Table<GoodsBatchView>
      aria-label="批号与效期"
      rowKey="batch_no"
      size="small"
      pagination={false}
      dataSource={[...batches]}
      columns={[
        {
          title: '批号',
          key: 'batch_no',
          render: (_, b, index) => (
            <>
              {b.batch_no}
              {index === 0 && batches.length > 1 && (
                <Tag color="orange" style={{ marginLeft: 6 }}>
                  优先发货
                </Tag>
              )}
            </>
          ),
        },
        { title: '生产日期', dataIndex: 'produced_on', key: 'produced_on', width: 110 },
        { title: '有效期至', dataIndex: 'expires_on', key: 'expires_on', width: 110 },
        {
          title: '检验报告',
          key: 'reports',
          width: 150,
          render: (_, b) =>
            b.reports.length === 0
              ? '暂未上传'
              : b.reports.map((url, i) => (
                  <a
                    key={url}
                    href={apiUrl(url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    download
                    aria-label={`下载批号${b.batch_no}的检验报告${b.reports.length > 1 ? i + 1 : ''}`}
                    style={{ marginRight: 8 }}
                  >
                    下载{b.reports.length > 1 ? i + 1 : ''}
                  </a>
                )),
        },
      ]}
    />
  );
}
