import { CloseOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useSessionStore } from '../../../stores/session';
import { useChatPanelStore } from '../lib/chat-panel-store';
import type { BuyerChat } from '../lib/use-buyer-chat';
import { ChatGoodsCard } from './chat-goods-card';
import styles from './chat.module.css';
import panel from './chat-panel.module.css';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** The store's customer-service conversation: history, live answers, text, pictures and the goods it asks about. */
export function ChatPanel({ chat, onClose }: { chat: BuyerChat; onClose(): void }) {
  const hotLine = useSessionStore((state) => state.user?.common_config.hot_line);
  const draftGoods = useChatPanelStore((state) => state.draftGoods);
  const dropDraft = useChatPanelStore((state) => state.dropDraft);

  return (
    <section className={panel.panel} role="dialog" aria-label="在线客服对话">
      <header className={panel.head}>
        <CustomerServiceOutlined />
        <h2 className={panel.title}>在线客服</h2>
        <span className={panel.agent}>{chat.agentName ? `${chat.agentName} 为您服务` : ''}</span>
        {chat.status !== 'open' && <Tag color="default">连接中…</Tag>}
        <Button type="text" size="small" className={panel.close} icon={<CloseOutlined />} onClick={onClose} aria-label="关闭在线客服" />
      </header>
      <MessageList
        thread={chat.thread}
        mine="buyer"
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={chat.loadOlder}
        onDiscard={chat.discard}
        empty="您好，请问有什么可以帮您？"
      />
      {draftGoods && (
        <div className={styles.draft} aria-label="咨询的商品">
          <ChatGoodsCard goods={draftGoods} />
          <Button
            type="primary"
            size="small"
            onClick={() => {
              chat.sendGoods(draftGoods);
              dropDraft();
            }}
          >
            发送商品
          </Button>
          <Button type="text" size="small" icon={<CloseOutlined />} onClick={dropDraft} aria-label="不发送商品" />
        </div>
      )}
      <Composer onText={chat.sendText} onImage={chat.sendImage} />
      {hotLine && <p className={panel.foot}>客服热线：{hotLine}</p>}
    </section>
  );
}
