import { WANTED_STATUS_TEXT, WANTED_STATUSES, type AdminWanted, type AdminWantedReplyBody, type WantedStatus } from '@yc/contracts';
import { Button, Descriptions, Form, Radio, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { PagedTable, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { useReplyWanted, useWanted } from './api';
import { ReplyModal } from './reply-modal';

const COLOR: Record<WantedStatus, string> = { pending: 'orange', replied: 'green', closed: 'default' };

/** Product-wanted requests (/pzqg): the store reads the reply and the state on its request. */
export function WantedPage() {
  const [page, setPage] = usePageState();
  const [status, setStatus] = useState<WantedStatus | undefined>('pending');
  const [keywords, setKeywords] = useState('');
  const list = useWanted({ ...page, status, keywords: keywords || undefined });
  const editing = useEditing<AdminWanted>();
  const reply = useReplyWanted();
  const w = editing.row;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '商品名称或门店名称', onSearch: setKeywords }}>
        <Select
          allowClear
          placeholder="全部"
          style={{ width: 120 }}
          value={status}
          onChange={setStatus}
          options={WANTED_STATUSES.map((s) => ({ value: s, label: WANTED_STATUS_TEXT[s] }))}
          aria-label="处理状态"
        />
      </ListBar>
      <PagedTable<AdminWanted>
        rowKey="id"
        loading={list.isFetching}
        data={list.data}
        page={page}
        onPage={setPage}
        columns={[
          { title: '门店', dataIndex: 'company', width: 180 },
          {
            title: '求购商品',
            key: 'goods',
            render: (_, r) => <TwoLines main={r.name} sub={[r.spec, r.manufacturer].filter(Boolean).join(' · ') || '—'} />,
          },
          { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
          { title: '期望价格', dataIndex: 'expected_price', width: 100, render: (p: number | null) => (p === null ? '—' : yuan(p)) },
          { title: '提交时间', dataIndex: 'created_at', width: 160, render: (t: number) => formatSecondsTime(t) },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: WantedStatus, r) => <Tag color={COLOR[s]}>{r.status_text}</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, r) => (
              <Button size="small" type="link" onClick={() => editing.edit(r)}>
                {r.reply ? '修改回复' : '回复'}
              </Button>
            ),
          },
        ]}
      />
      <ReplyModal<AdminWantedReplyBody>
        title="回复求购"
        open={editing.open}
        onClose={editing.close}
        initialValues={{ reply: w?.reply ?? '', status: w?.status === 'closed' ? 'closed' : 'replied' }}
        onSubmit={(body) => reply.mutateAsync({ id: w?.id ?? 0, body })}
      >
        {w && (
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="门店">{w.company}</Descriptions.Item>
            <Descriptions.Item label="商品">{w.name}</Descriptions.Item>
            <Descriptions.Item label="规格">{w.spec || '—'}</Descriptions.Item>
            <Descriptions.Item label="厂家">{w.manufacturer || '—'}</Descriptions.Item>
            <Descriptions.Item label="数量">{w.quantity}</Descriptions.Item>
            <Descriptions.Item label="备注">{w.remark || '—'}</Descriptions.Item>
          </Descriptions>
        )}
        <Form.Item name="status" label="处理结果">
          <Radio.Group
            options={[
              { value: 'replied', label: '已回复（可供货或推荐替代品）' },
              { value: 'closed', label: '关闭（暂无货源）' },
            ]}
          />
        </Form.Item>
      </ReplyModal>
    </Space>
  );
}
