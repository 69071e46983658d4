import { BellOutlined } from '@ant-design/icons';
import { Button } from '../../../components/ui/button';
import { message } from '../../../lib/http';
import { useArrivalsWaiting, useSubscribeArrival } from '../api/arrival';

/** 到货提醒 beside a sold-out goods' disabled cart button: told once in 消息中心 and by SMS when it is back. */
export function ArrivalButton({ goodsId, size }: { goodsId: number; size: 'small' | 'middle' }) {
  const waiting = useArrivalsWaiting(true);
  const subscribe = useSubscribeArrival();
  const subscribed = waiting.data?.goods_ids.includes(goodsId) ?? false;
  return (
    <Button
      size={size}
      icon={<BellOutlined />}
      disabled={subscribed}
      loading={subscribe.isPending}
      onClick={() => subscribe.mutate(goodsId, { onSuccess: () => message.success('已订阅到货提醒，到货后将通过消息中心和短信通知您') })}
    >
      {subscribed ? '已订阅到货提醒' : '到货提醒'}
    </Button>
  );
}
