import { App, Badge, Button, Tabs, Tag, type TableColumnsType } from 'antd';
import type { Message } from '@yc/contracts';
import { useState, type ReactNode } from 'react';
import { PagedTable } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { formatTime } from '../../../lib/format/time';
import { useMessages, type MessageFilter } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import styles from '../components/member.module.css';

const PAGE_SIZE = 10;
const TABS = [
  { key: 'all', label: '全部消息' },
  { key: 'unread', label: '未读消息' },
  { key: 'read', label: '已读消息' },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const IS_READ: Record<TabKey, MessageFilter['is_read']> = { all: undefined, unread: 0, read: 1 };
const TYPE_TEXT: Record<string, string> = { system: '系统通知', order: '订单消息', qualification: '资质审核', promotion: '活动消息' };

/** /wdxx: the store's messages by read state (and, from the route, the unread customer-service answers); marking read moves the toolbar's badge with it. */
export function MessagesPage({ chat }: { chat?: ReactNode } = {}) {
  const [tab, setTab] = useState<TabKey>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const { message } = App.useApp();
  const query: MessageFilter = { page, page_size: PAGE_SIZE, ...(IS_READ[tab] === undefined ? {} : { is_read: IS_READ[tab] }) };
  const { data, isPending, isFetching } = useMessages(query);
  const read = useReadMessages();
  const unread = data?.unread ?? 0;

  const markRead = (ids: number[]) =>
    read.mutate(
      { ids },
      {
        onSuccess: () => {
          setSelected([]);
          void message.success('已标记为已读');
        },
      },
    );
  const markAll = () => read.mutate({ all: 1 }, { onSuccess: () => void message.success('全部消息已标记为已读') });

  const columns: TableColumnsType<Message> = [
    {
      title: '消息',
      key: 'message',
      render: (_, m) => (
        <div>
          <div className={m.is_read ? undefined : styles.unreadTitle}>
            {m.is_read === 0 && <Badge status="error" />} <Tag>{TYPE_TEXT[m.type] ?? '通知'}</Tag>
            {m.title}
          </div>
          <p className={styles.messageContent}>{m.content}</p>
        </div>
      ),
    },
    { title: '时间', key: 'created_at', width: 150, render: (_, m) => formatTime(m.created_at) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, m) =>
        m.is_read === 0 ? (
          <Button type="link" size="small" onClick={() => markRead([m.id])} aria-label={`将“${m.title}”标为已读`}>
            标为已读
          </Button>
        ) : (
          <span className={styles.muted}>已读</span>
        ),
    },
  ];

  return (
    <SectionPanel title="我的消息">
      {chat}
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as TabKey);
          setPage(1);
          setSelected([]);
        }}
        items={TABS.map((t) => ({ key: t.key, label: t.key === 'unread' && unread > 0 ? `${t.label}（${unread}）` : t.label }))}
      />
      <div className={styles.toolbar}>
        <Button
          disabled={selected.length === 0}
          onClick={() => markRead(selected)}
          loading={read.isPending && 'ids' in (read.variables ?? {})}
        >
          标记已读
        </Button>
        <Button disabled={unread === 0} onClick={markAll} loading={read.isPending && 'all' in (read.variables ?? {})}>
          全部标记已读
        </Button>
        <span className={`${styles.toolbarEnd} ${styles.muted}`}>
          共 {data?.total ?? 0} 条，未读 {unread} 条
        </span>
      </div>
      <PagedTable<Message>
        columns={columns}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (m) => ({ disabled: m.is_read === 1, 'aria-label': `选择消息“${m.title}”` }),
        }}
        data={data}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        loading={isPending || isFetching}
        empty={tab === 'unread' ? '没有未读消息' : '暂无消息'}
      />
    </SectionPanel>
  );
}
