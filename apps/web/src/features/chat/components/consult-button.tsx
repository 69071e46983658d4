import { CustomerServiceOutlined } from '@ant-design/icons';
import { ChatGoods, type GoodsCard } from '@yc/contracts';
import { Button } from '../../../components/ui/button';
import { useSessionStore } from '../../../stores/session';
import { useChatPanelStore } from '../lib/chat-panel-store';

/** 咨询客服 on a goods page: opens the chat with this goods offered as a card to send. */
export function ConsultButton({ goods }: { goods: GoodsCard }) {
  const canChat = useSessionStore((state) => state.status === 'member' && state.user?.is_can_chat === 1);
  const openPanel = useChatPanelStore((state) => state.openPanel);
  if (!canChat) return null;
  return (
    <Button icon={<CustomerServiceOutlined />} onClick={() => openPanel(ChatGoods.parse(goods))}>
      咨询客服
    </Button>
  );
}
