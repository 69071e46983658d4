import type { AdminStatementDispute, StatementDisputeStatus } from '@yc/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useEditing } from '../components/edit-modal';
import { FilterSelect, ListBar } from '../components/list-bar';
import { QueryTable, timeColumn, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { ReplyModal } from '../content/reply-modal';
import { useAnswerDispute, useDisputes } from './api/disputes';

/** 对账异议: lines of their monthly 对账单 that stores disputed; an account manager sees and answers those of their own stores. */
export function DisputesPage() {
  const [page, setPage] = usePageState();
  const [status, setStatus] = useState<StatementDisputeStatus | undefined>('open');
  const [keywords, setKeywords] = useState('');
  const list = useDisputes({ ...page, status, keywords: keywords || undefined });
  const editing = useEditing<AdminStatementDispute>();
  const answer = useAnswerDispute();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar search={{ placeholder: '门店名称或明细', onSearch: setKeywords }}>
        <FilterSelect
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: '待处理' },
            { value: 'resolved', label: '已答复' },
          ]}
          aria-label="处理状态"
        />
      </ListBar>
      <QueryTable<AdminStatementDispute>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '门店', dataIndex: 'company', width: 180 },
          { title: '月份', dataIndex: 'month', width: 90 },
          {
            title: '明细与异议',
            key: 'dispute',
            render: (_, d) => (
              <TwoLines
                main={`${d.line_text}：${d.note}`}
                sub={d.reply && <Typography.Text type="success">答复：{d.reply}（{d.staff_name}）</Typography.Text>}
              />
            ),
          },
          { title: '提出人', dataIndex: 'by', width: 100 },
          timeColumn<AdminStatementDispute>('提交时间', 'created_at'),
          {
            title: '状态',
            key: 'status',
            width: 90,
            render: (_, d) => <Tag color={d.status === 'open' ? 'orange' : 'green'}>{d.status_text}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, d) =>
              d.status === 'open' && (
                <Button size="small" type="link" onClick={() => editing.edit(d)}>
                  答复
                </Button>
              ),
          },
        ]}
      />
      <ReplyModal<{ reply: string }>
        title="答复对账异议"
        open={editing.open}
        onClose={editing.close}
        initialValues={{ reply: '' }}
        onSubmit={(v) => answer.mutateAsync({ id: editing.row?.id ?? 0, reply: v.reply })}
      >
        <Typography.Paragraph>
          <Typography.Text strong>
            {editing.row?.company}（{editing.row?.month}）：
          </Typography.Text>
          {editing.row?.line_text}
        </Typography.Paragraph>
        <Typography.Paragraph>异议说明：{editing.row?.note}</Typography.Paragraph>
      </ReplyModal>
    </Space>
  );
}
