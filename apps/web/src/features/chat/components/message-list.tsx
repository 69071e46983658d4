import type { ChatMessage, ChatSide } from '@yc/contracts';
import { Button, Image, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import type { PendingMessage, Thread } from '../lib/thread';
import { ChatGoodsCard } from './chat-goods-card';
import styles from './chat.module.css';

const timeOf = (seconds: number): string => {
  const at = dayjs.unix(seconds);
  return at.isSame(dayjs(), 'day') ? at.format('HH:mm') : at.format('MM-DD HH:mm');
};

/** What a message holds: its text (as text, never as markup), its picture, its goods card. */
function Content({ message, newTab }: { message: Pick<ChatMessage, 'kind' | 'body' | 'image' | 'goods'>; newTab: boolean }) {
  return (
    <>
      {message.body}
      {message.image && <Image src={message.image} alt="图片消息" className={styles.picture} />}
      {message.goods && <ChatGoodsCard goods={message.goods} newTab={newTab} />}
      {message.kind === 'goods' && !message.goods && <span className={styles.cardMuted}>商品已下架</span>}
    </>
  );
}

function Pending({ message, onDiscard, newTab }: { message: PendingMessage; onDiscard(id: string): void; newTab: boolean }) {
  return (
    <div className={`${styles.row} ${styles.mine}`}>
      <div className={`${styles.bubble} ${message.error ? '' : styles.sending}`}>
        <Content message={message} newTab={newTab} />
      </div>
      {message.error ? (
        <span className={styles.failed}>
          发送失败：{message.error}
          <Button type="link" size="small" onClick={() => onDiscard(message.client_msg_id)}>
            删除
          </Button>
        </span>
      ) : (
        <span className={styles.meta}>
          <Spin size="small" /> 发送中
        </span>
      )}
    </div>
  );
}

interface MessageListProps {
  thread: Thread;
  /** Whose messages stand on the right. */
  mine: ChatSide;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onDiscard(clientMsgId: string): void;
  /** The console opens goods pages in a tab of their own. */
  newTab?: boolean;
  empty: string;
}

/** The conversation, oldest first, kept scrolled to the newest message as messages arrive. */
export function MessageList({ thread, mine, hasMore, loadingOlder, onLoadOlder, onDiscard, newTab = false, empty }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id;
  const pending = thread.pending.length;
  useEffect(() => {
    const list = box.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newest, pending]);

  return (
    <div ref={box} className={styles.list} role="log" aria-label="聊天记录">
      {hasMore && (
        <div className={styles.older}>
          <Button size="small" type="link" loading={loadingOlder} onClick={onLoadOlder}>
            查看更早的消息
          </Button>
        </div>
      )}
      {thread.messages.length === 0 && pending === 0 && <p className={styles.empty}>{empty}</p>}
      {thread.messages.map((m) => (
        <div key={m.id} className={`${styles.row} ${m.side === mine ? styles.mine : ''}`} data-message-id={m.id}>
          <span className={styles.meta}>
            {m.sender_name} {timeOf(m.created_at)}
          </span>
          <div className={styles.bubble}>
            <Content message={m} newTab={newTab} />
          </div>
        </div>
      ))}
      {thread.pending.map((p) => (
        <Pending key={p.client_msg_id} message={p} onDiscard={onDiscard} newTab={newTab} />
      ))}
    </div>
  );
}
