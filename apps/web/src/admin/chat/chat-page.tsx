import { CHAT_STATE_TEXT, type ChatConversationRow } from '@yc/contracts';
import { Badge, Button, Empty, Popconfirm, Select, Space, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Composer } from '../../features/chat/components/composer';
import { MessageList } from '../../features/chat/components/message-list';
import { useChatColleagues, useChatQueue, useCloseChat, useTransferChat } from './api/conversations';
import styles from './chat-page.module.css';
import { StorePanel } from './store-panel';
import { useStaffChat } from './use-staff-chat';

const when = (seconds: number | null) => (seconds === null ? '' : dayjs.unix(seconds).format(dayjs.unix(seconds).isSame(dayjs(), 'day') ? 'HH:mm' : 'MM-DD'));

function QueueItem({ row, current, onPick }: { row: ChatConversationRow; current: boolean; onPick(): void }) {
  return (
    <li>
      <button type="button" className={`${styles.item} ${current ? styles.current : ''}`} onClick={onPick} aria-current={current || undefined}>
        <span className={styles.itemTop}>
          <span className={styles.company}>{row.company}</span>
          <Badge count={row.unread} size="small" />
        </span>
        <span className={styles.itemTop}>
          <span className={styles.preview}>{row.last_text || '（暂无消息）'}</span>
          <span className={styles.preview}>{when(row.last_message_at)}</span>
        </span>
        <Space size={4} style={{ marginTop: 4 }}>
          {row.staff_id === null ? <Tag color="orange">待接待</Tag> : <Tag color="blue">{row.staff_name}</Tag>}
          <Tag>{row.qualification_text}</Tag>
        </Space>
      </button>
    </li>
  );
}

/** Hands the open conversation to a colleague who takes chats. */
function HandOver({ conversationId, onDone }: { conversationId: number; onDone(): void }) {
  const colleagues = useChatColleagues();
  const transfer = useTransferChat();
  const [to, setTo] = useState<number>();
  return (
    <Space.Compact>
      <Select
        placeholder="转交给同事"
        style={{ width: 160 }}
        value={to}
        onChange={setTo}
        options={(colleagues.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.role_text}）` }))}
        aria-label="转交给同事"
      />
      <Button disabled={to === undefined} loading={transfer.isPending} onClick={() => to !== undefined && transfer.mutate({ id: conversationId, staffId: to }, { onSuccess: onDone })}>
        转交
      </Button>
    </Space.Compact>
  );
}

/** /admin/chat: the queue of open conversations, the conversation, and the store beside it. */
export function ChatPage() {
  const queue = useChatQueue();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const chat = useStaffChat(selectedId);
  const close = useCloseChat();
  const detail = chat.detail.data;
  const conversation = detail?.conversation;

  return (
    <div className={styles.layout}>
      <section className={styles.column} aria-label="会话队列">
        <div className={styles.columnHead}>
          <span>会话队列</span>
          <Tag color={chat.status === 'open' ? 'green' : 'default'}>{chat.status === 'open' ? '实时连接' : '连接中…'}</Tag>
        </div>
        {queue.data && queue.data.list.length === 0 && <Empty className={styles.placeholder} description="暂无进行中的会话" />}
        <ul className={styles.queue}>
          {queue.data?.list.map((row) => (
            <QueueItem key={row.id} row={row} current={row.id === selectedId} onPick={() => setSelectedId(row.id)} />
          ))}
        </ul>
      </section>

      <section className={styles.column} aria-label="会话">
        {selectedId === null ? (
          <Empty className={styles.placeholder} description="请从左侧选择一个会话" />
        ) : !conversation ? (
          <Spin className={styles.placeholder} />
        ) : (
          <>
            <div className={styles.columnHead}>
              <Space>
                {conversation.company}
                <Tag color={conversation.state === 'open' ? 'green' : 'default'}>{CHAT_STATE_TEXT[conversation.state]}</Tag>
              </Space>
              <Space>
                <HandOver key={conversation.id} conversationId={conversation.id} onDone={() => setSelectedId(null)} />
                <Popconfirm title="结束该会话？门店再次发消息时会重新进入队列。" okText="结束" cancelText="取消" onConfirm={() => close.mutate(conversation.id)}>
                  <Button danger disabled={conversation.state === 'closed'}>
                    结束会话
                  </Button>
                </Popconfirm>
              </Space>
            </div>
            <MessageList
              thread={chat.thread}
              mine="staff"
              hasMore={chat.hasMore}
              loadingOlder={chat.loadingOlder}
              onLoadOlder={chat.loadOlder}
              onDiscard={chat.discard}
              newTab
              empty="暂无消息"
            />
            <Composer onText={chat.sendText} onImage={chat.sendImage} placeholder="回复门店，按 Enter 发送" />
          </>
        )}
      </section>

      <section className={styles.column} aria-label="门店信息">
        <div className={styles.columnHead}>门店信息</div>
        <div className={styles.storeBody}>{detail ? <StorePanel store={detail.store} /> : <Empty description="选择会话后显示门店资料" />}</div>
      </section>
    </div>
  );
}
