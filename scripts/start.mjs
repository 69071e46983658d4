// `npm start`: builds the web app if needed, then runs the server (TypeScript through tsx, no separate build).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
// The demo pays on the local 演示支付 sandbox; a store with WeChat Pay or Alipay configured, or NODE_ENV=production, does not
// (PAYMENT_SANDBOX=0 turns it off, =1 on, whatever else is set).
const realPayments = process.env.WECHATPAY_MCH_ID || process.env.ALIPAY_APP_ID || process.env.NODE_ENV === 'production';
process.env.PAYMENT_SANDBOX ??= realPayments ? '0' : '1';
register();
await import(path.join(root, 'apps/server/src/main.ts'));
