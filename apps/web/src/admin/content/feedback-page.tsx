import type { AdminFeedback } from '@yc/contracts';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { useEditing } from '../components/edit-modal';
import { ListBar } from '../components/list-bar';
import { PagedTable, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { useFeedback, useReplyFeedback } from './api';
import { ReplyModal } from './reply-modal';

/** The stores' feedback (/yjfk): replies land on their feedback page and in their messages. */
export function FeedbackPage() {
  const [page, setPage] = usePageState();
  const [replied, setReplied] = useState<0 | 1 | undefined>(0);
  const [keywords, setKeywords] = useState('');
  const list = useFeedback({ ...page, replied, keywords: keywords || undefined });
  const editing = useEditing<AdminFeedback>();
  const reply = useReplyFeedback();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '反馈内容或门店名称', onSearch: setKeywords }}>
        <Select
          allowClear
          placeholder="全部"
          style={{ width: 120 }}
          value={replied}
          onChange={setReplied}
          options={[
            { value: 0, label: '待回复' },
            { value: 1, label: '已回复' },
          ]}
          aria-label="回复状态"
        />
      </ListBar>
      <PagedTable<AdminFeedback>
        rowKey="id"
        loading={list.isFetching}
        data={list.data}
        page={page}
        onPage={setPage}
        columns={[
          { title: '门店', dataIndex: 'company', width: 180 },
          { title: '类型', dataIndex: 'type', width: 100 },
          {
            title: '反馈内容',
            key: 'content',
            render: (_, f) => (
              <TwoLines main={f.content} sub={f.reply && <Typography.Text type="success">回复：{f.reply}</Typography.Text>} />
            ),
          },
          { title: '联系方式', dataIndex: 'contact', width: 130, render: (c: string) => c || '—' },
          { title: '提交时间', dataIndex: 'created_at', width: 160, render: (t: number) => formatSecondsTime(t) },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, f) => (f.reply ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, f) => (
              <Button size="small" type="link" onClick={() => editing.edit(f)}>
                {f.reply ? '修改回复' : '回复'}
              </Button>
            ),
          },
        ]}
      />
      <ReplyModal<{ reply: string }>
        title="回复反馈"
        open={editing.open}
        onClose={editing.close}
        initialValues={{ reply: editing.row?.reply ?? '' }}
        onSubmit={(v) => reply.mutateAsync({ id: editing.row?.id ?? 0, reply: v.reply })}
      >
        <Typography.Paragraph>
          <Typography.Text strong>{editing.row?.company}：</Typography.Text>
          {editing.row?.content}
        </Typography.Paragraph>
      </ReplyModal>
    </Space>
  );
}
