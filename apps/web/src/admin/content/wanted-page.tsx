import { WANTED_STATUS_TEXT, WANTED_STATUSES, type AdminWanted, type AdminWantedReplyBody, type WantedStatus } from '@yc/contracts';
import { Descriptions, Form, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { yuan } from '../../lib/format/money';
import { useEditing } from '../components/edit-modal';
import { FilterSelect, ListBar } from '../components/list-bar';
import { QueryTable, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { optionsOf } from '../lib/options';
import { useReplyWanted, useWanted } from './api/wanted';
import { ReplyModal, replyColumns } from './reply-modal';

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
        <FilterSelect value={status} onChange={setStatus} options={optionsOf(WANTED_STATUSES, WANTED_STATUS_TEXT)} aria-label="处理状态" />
      </ListBar>
      <QueryTable<AdminWanted>
        query={list}
        page={page}
        onPage={setPage}
        columns={replyColumns<AdminWanted>(
          [
            {
              title: '求购商品',
              key: 'goods',
              render: (_, r) => <TwoLines main={r.name} sub={[r.spec, r.manufacturer].filter(Boolean).join(' · ') || '—'} />,
            },
            { title: '数量', dataIndex: 'quantity', width: 80, align: 'right' },
            { title: '期望价格', dataIndex: 'expected_price', width: 100, render: (p: number | null) => (p === null ? '—' : yuan(p)) },
          ],
          { dataIndex: 'status', render: (s: WantedStatus, r) => <Tag color={COLOR[s]}>{r.status_text}</Tag> },
          editing.edit,
        )}
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
