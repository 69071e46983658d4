/** The payment providers this store offers, built once at boot from the configuration. */
import type { PaymentsConfig } from '../../../payments-config.js';
import type { PaymentProvider, ProviderName } from '../provider.js';
import { alipayProvider } from './alipay.js';
import { sandboxProvider } from './sandbox.js';
import { wechatPayProvider } from './wechat-pay.js';

export interface PaymentRegistry {
  /** The 演示支付 sandbox is on (PAYMENT_SANDBOX=1): its page and routes exist. */
  readonly sandbox: boolean;
  /** The store's public origin for the provider's return pages; empty (same origin) without one. */
  readonly publicBase: string;
  /** The providers a buyer may choose, in the order the pay step lists them. */
  readonly offered: readonly PaymentProvider[];
  get(name: string | null): PaymentProvider | undefined;
}

/** Why 在线支付 is not offered, shown on the pay step when no provider is configured. */
export const NO_PROVIDER_REASON = '商城尚未开通在线支付（未配置微信支付或支付宝），请使用余额或账期支付';

/**
 * The configured providers, the sandbox only when it is on. `standIns` replace a configured provider
 * of the same name or add one (tests hand in a provider speaking to a local server this way).
 */
export function paymentRegistry(config: PaymentsConfig, standIns: readonly PaymentProvider[] = []): PaymentRegistry {
  const built: PaymentProvider[] = [];
  if (config.wechat) built.push(wechatPayProvider({ ...config.wechat, notifyUrl: `${config.notifyBaseUrl}/api/pay/notify/wechat` }));
  if (config.alipay) built.push(alipayProvider({ ...config.alipay, notifyUrl: `${config.notifyBaseUrl}/api/pay/notify/alipay` }));
  if (config.sandbox) built.push(sandboxProvider);
  const byName = new Map<ProviderName, PaymentProvider>(built.map((p) => [p.name, p]));
  for (const p of standIns) byName.set(p.name, p);
  const offered = [...byName.values()];
  return { sandbox: config.sandbox, publicBase: config.notifyBaseUrl ?? '', offered, get: (name) => (name ? byName.get(name as ProviderName) : undefined) };
}
