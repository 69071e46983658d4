import { Alert } from 'antd';
import { usePayChannels } from '../../api/get-pay-channels';

/** The 演示支付 banner wherever the buyer pays online while the store runs the sandbox (PAYMENT_SANDBOX=1). */
export function DemoPayBanner({ className }: { className?: string }) {
  if (!usePayChannels().data?.sandbox) return null;
  return (
    <Alert
      type="warning"
      // A standing notice of the page, not an error the buyer must act on.
      role="note"
      showIcon
      className={className}
      title="演示支付"
      description="本商城运行在演示模式，在线支付为模拟支付，不会产生真实扣款。"
    />
  );
}
