import { Alert, Radio } from 'antd';
import type { PayProvider } from '@yc/contracts';
import { usePayChannels } from '../../api/get-pay-channels';

/** Which online provider pays (微信支付, 支付宝, 演示支付), only those the store offers; with none, why not. */
export function PayProviderChoice({ value, onChange, className }: { value: PayProvider | undefined; onChange(v: PayProvider): void; className?: string }) {
  const channels = usePayChannels().data;
  if (!channels) return null;
  if (channels.reason) return <Alert type="info" showIcon className={className} title={channels.reason} />;
  return (
    <Radio.Group
      className={className}
      aria-label="在线支付方式"
      value={value}
      onChange={(e) => onChange(e.target.value as PayProvider)}
      options={channels.providers.map((p) => ({ value: p.value, label: p.label }))}
    />
  );
}
