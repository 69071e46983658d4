import { CustomerServiceOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { CountBadge } from '../../../components/ui/count-badge';
import { HoverTooltip } from '../../../components/ui/hover-popup';
import { useSessionStore } from '../../../stores/session';
import { useChatUnread } from '../api/get-chat-unread';
import { useChatPanelStore } from '../lib/chat-panel-store';
import { useBuyerChat } from '../lib/use-buyer-chat';

// The panel (history, composer, pictures) loads on first opening; the shell carries the button and the socket only.
const ChatPanel = lazyWithAntd(async () => (await import('./chat-panel')).ChatPanel);

interface ChatEntryProps {
  /** The toolbar's button and icon look. */
  className: string;
  iconClassName: string;
}

/**
 * The right toolbar's customer-service button with the unread badge, and the panel it opens. The
 * socket runs while the member may chat (once the unread count has answered), so the badge is live.
 */
export function ChatEntry({ className, iconClassName }: ChatEntryProps) {
  const canChat = useSessionStore((state) => state.status === 'member' && state.user?.is_can_chat === 1);
  const unread = useChatUnread({ enabled: canChat });
  const { open, openPanel, closePanel } = useChatPanelStore();
  const chat = useBuyerChat({ enabled: canChat && unread.isSuccess, open });
  if (!canChat) return null;

  return (
    <>
      <HoverTooltip title={open ? undefined : '在线客服'} placement="left" block>
        <button
          type="button"
          className={className}
          aria-label="在线客服"
          aria-expanded={open}
          onClick={() => (open ? closePanel() : openPanel())}
        >
          <CountBadge count={unread.data?.count ?? 0} size="small">
            <CustomerServiceOutlined className={iconClassName} />
          </CountBadge>
        </button>
      </HoverTooltip>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel chat={chat} onClose={closePanel} />
        </Suspense>
      )}
    </>
  );
}
