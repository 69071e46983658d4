import type { AdminFeedback } from '@yc/contracts';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useEditing } from '../components/edit-modal';
import { FilterSelect, ListBar } from '../components/list-bar';
import { QueryTable, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { useFeedback, useReplyFeedback } from './api/feedback';
import { ReplyModal, replyColumns } from './reply-modal';

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
        <FilterSelect
          value={replied}
          onChange={setReplied}
          options={[
            { value: 0, label: '待回复' },
            { value: 1, label: '已回复' },
          ]}
          aria-label="回复状态"
        />
      </ListBar>
      <QueryTable<AdminFeedback>
        query={list}
        page={page}
        onPage={setPage}
        columns={replyColumns<AdminFeedback>(
          [
            { title: '类型', dataIndex: 'type', width: 100 },
            {
              title: '反馈内容',
              key: 'content',
              render: (_, f) => (
                <TwoLines main={f.content} sub={f.reply && <Typography.Text type="success">回复：{f.reply}</Typography.Text>} />
              ),
            },
            { title: '联系方式', dataIndex: 'contact', width: 130, render: (c: string) => c || '—' },
          ],
          { key: 'state', render: (_, f) => (f.reply ? <Tag color="green">已回复</Tag> : <Tag color="orange">待回复</Tag>) },
          editing.edit,
        )}
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
