/**
 * What each buyer call needs of the login's role in the current store (issue 19), as one table
 * checked before any handler runs, so no handler repeats or forgets a role check. A GET reads and
 * needs `read`; any other call not in the table changes the store and needs `manage` (负责人 only),
 * so a new route is closed to 采购员, 财务 and 查看 until it is listed here.
 */
import { mayDo, roleRefusal, type Permission } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { forbidden } from '../lib/errors.js';

export const ROUTE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  // No login needed; a logged-in caller of them acts as nobody in particular.
  'POST /api/user/login': 'public',
  'POST /api/user/register': 'public',
  'POST /api/user/forget/verify': 'public',
  'POST /api/user/resetPassword': 'public',
  'POST /api/pay/notify': 'public',
  'POST /api/pay/notify/:provider': 'public',
  'POST /api/company/invite/code': 'public',
  'POST /api/company/invite/accept': 'public',
  // ERP calls authenticate with a company API key, not a session (modules/erp/key-auth.ts).
  'GET /api/erp/stores': 'public',
  'GET /api/erp/orders': 'public',
  'GET /api/erp/statements/:month': 'public',
  'GET /api/erp/prices': 'public',

  // The login's own business, whatever its role.
  'DELETE /api/user/logout': 'self',
  'POST /api/user/updateUserInfo': 'self',
  'POST /api/user/sms_code': 'self',
  'POST /api/user/payPassword/set': 'self',
  'POST /api/user/payPassword/reset': 'self',
  'POST /api/user/payPassword/change': 'self',
  'POST /api/user/create_code': 'self',
  'POST /api/user/wechat/bind': 'self',
  'DELETE /api/user/unbind_wechat': 'self',
  'POST /api/multi/switch': 'self',
  'POST /api/multi/store_switch': 'self',
  'POST /api/user/messages/read': 'self',
  'POST /api/chat/send': 'self',
  'POST /api/chat/read': 'self',
  'POST /api/chat/image': 'self',
  'POST /api/analytics/page_view': 'self',
  'POST /api/activity/tap': 'self',
  'POST /api/goods/visit': 'self',
  'POST /api/user/feedback': 'self',
  'POST /api/goods/search/miss': 'self',

  // 采购员: cart, orders, the store's coupons and activities; never payment.
  'POST /api/cart': 'purchase',
  'POST /api/cart/:id/edit': 'purchase',
  'POST /api/cart/batch_select': 'purchase',
  'POST /api/cart/batch_delete': 'purchase',
  'POST /api/cart/quick_add/:id': 'purchase',
  'POST /api/cart/copy': 'purchase',
  'POST /api/cart/next_hint': 'purchase',
  'POST /api/cart/checkout': 'purchase',
  'POST /api/order/cancel': 'purchase',
  'POST /api/order/confirm': 'purchase',
  'POST /api/order/buy_again': 'purchase',
  'POST /api/order/return': 'purchase',
  'POST /api/order/return/image': 'purchase',
  'POST /api/order/return/cancel': 'purchase',
  'POST /api/order/:id/refuse': 'purchase',
  'POST /api/hm/receipt': 'purchase',
  'POST /api/favorite': 'purchase',
  'POST /api/favorite/cancel': 'purchase',
  'POST /api/coupon/claim': 'purchase',
  'POST /api/activity/group/join': 'purchase',
  'POST /api/draw': 'purchase',
  'POST /api/points/exchange': 'purchase',
  'POST /api/points/orders/confirm': 'purchase',
  'POST /api/user/buy': 'purchase',
  'POST /api/user/fast_buy/cart': 'purchase',
  'POST /api/user/purchase_plan': 'purchase',
  'POST /api/user/purchase_plan/:id/cart': 'purchase',
  'POST /api/user/purchase_plan/:id/wanted': 'purchase',
  'POST /api/goods/:id/arrival': 'purchase',

  // 财务: paying orders, the wallet and the credit line.
  'POST /api/pay/order': 'finance',
  'POST /api/pay/sandbox/:token/confirm': 'finance',
  'POST /api/charge/store': 'finance',
  'POST /api/pay/user_credit_create': 'finance',
  'POST /api/pay/user_credit_pay': 'finance',
  'POST /api/pay/user_credit_check': 'finance',
  // 对账单: every role reads them and exports shipped batches; 财务 confirms a month or disputes a line.
  'GET /api/user/statements': 'read',
  'GET /api/user/statements/:month': 'read',
  'GET /api/user/statements/:month/pdf': 'read',
  'GET /api/user/statements/:month/xlsx': 'read',
  'POST /api/user/statements/:month/confirm': 'finance',
  'POST /api/user/statements/:month/disputes': 'finance',
  'GET /api/user/orders/export': 'read',

  // The approver the company chose (负责人 or 财务); the service checks which.
  'GET /api/company/approvals': 'approve',
  'POST /api/company/approvals/:id/approve': 'approve',
  'POST /api/company/approvals/:id/reject': 'approve',

  // Reads that show the company's people, limits, log and head-office figures: 负责人 only.
  'GET /api/company': 'manage',
  'GET /api/company/log': 'manage',
  'GET /api/company/overview': 'manage',
  // API keys read the whole company's orders: made, listed and revoked by 负责人 alone.
  'GET /api/company/api_keys': 'manage',
  'POST /api/company/api_keys': 'manage',
  'POST /api/company/api_keys/:id/revoke': 'manage',
};

/** The permission a call needs; only buyer calls under /api are checked here (the console checks staff roles itself). */
export function permissionOf(method: string, url: string): Permission | null {
  if (!url.startsWith('/api/') || url.startsWith('/api/admin/') || url === '/api/admin') return null;
  const read = method === 'GET' || method === 'HEAD';
  return ROUTE_PERMISSIONS[`${read ? 'GET' : method} ${url}`] ?? (read ? 'read' : 'manage');
}

/** A company's founder manages every store of it whatever role it gave itself (its stores are the company's). */
async function foundsCompany(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.ownerAccountId, accountId));
  return row !== undefined;
}

async function checkRole(db: Db, request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  const permission = permissionOf(request.method, request.routeOptions.url ?? '');
  if (!permission || mayDo(auth.role, permission)) return;
  // Asked only of a call the role would refuse, so the common call costs no query.
  if (permission === 'manage' && (await foundsCompany(db, auth.accountId))) return;
  throw forbidden(roleRefusal(auth.role, permission));
}

/** Runs after the session hook, before the body is read: a refused call costs nothing and writes nothing. */
export function registerPermissions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => checkRole(app.db, request));
}
