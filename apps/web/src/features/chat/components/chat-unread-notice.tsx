import { Alert, Button } from 'antd';
import { useSessionStore } from '../../../stores/session';
import { useChatUnread } from '../api/get-chat-unread';
import { useChatPanelStore } from '../lib/chat-panel-store';
import styles from './chat.module.css';

/** /wdxx: the customer-service answers not yet read, with the way to them. */
export function ChatUnreadNotice() {
  const canChat = useSessionStore((state) => state.status === 'member' && state.user?.is_can_chat === 1);
  const unread = useChatUnread({ enabled: canChat }).data;
  const openPanel = useChatPanelStore((state) => state.openPanel);
  // Nothing until the count is known, rather than 暂无 flashing before the real count.
  if (!canChat || !unread) return null;
  const { count } = unread;
  return (
    <Alert
      className={styles.notice}
      type={count > 0 ? 'warning' : 'info'}
      showIcon
      message={count > 0 ? `客服消息：您有 ${count} 条未读的客服回复` : '客服消息：暂无未读的客服回复'}
      action={
        <Button size="small" type={count > 0 ? 'primary' : 'default'} onClick={() => openPanel()}>
          {count > 0 ? '立即查看' : '联系客服'}
        </Button>
      }
    />
  );
}
