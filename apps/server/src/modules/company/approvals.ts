/**
 * Orders that wait for approval (待审批): checkout asks approvalNeed whether an order is over its
 * buyer's limits (or the store wants every order approved); the company's approver approves it on to
 * 待付款 or rejects it to 已取消 through the order lifecycle, which gives back stock and coupons. The
 * buyer's store is told in 消息中心 either way.
 */
import { fenToYuan, type ApprovalRow } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { chinaDay } from '../../lib/china-day.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { insertMessage } from '../message/queries.js';
import { orderRefusal } from '../orders/process.js';
import { lockOrderById, orderItemsOfOrders, type OrderRow } from '../orders/queries.js';
import { transitionOrder } from '../orders/transition.js';
import * as q from './queries.js';
import { approvalHoldHours } from './service.js';

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** Midnight of the 1st of this month in China, where the monthly limit starts again. */
const monthStart = (now: Date) => new Date(`${chinaDay(now).slice(0, 7)}-01T00:00:00+08:00`);

/**
 * Why an order of `payFen` placed now must wait for approval, or null when it may go straight to
 * payment. 负责人 never wait. Called under the store's checkout lock, so two orders at once cannot
 * both fit under what is left of a monthly limit.
 */
export async function approvalNeed(tx: DbOrTx, auth: AuthContext, payFen: number): Promise<{ reason: string; holdHours: number } | null> {
  if (auth.role === 'owner') return null;
  const link = (await q.rolesOf(tx, auth.accountId)).find((r) => r.storeId === auth.storeId);
  const reasons: string[] = [];
  if (await q.storeRequiresApproval(tx, auth.storeId)) reasons.push('本店订单须经审批');
  if (link?.orderLimit != null && payFen > link.orderLimit) reasons.push(`超出单笔限额${yuan(link.orderLimit)}`);
  if (link?.monthLimit != null) {
    const spent = await q.spentSince(tx, auth.accountId, auth.storeId, monthStart(new Date()));
    if (spent + payFen > link.monthLimit) reasons.push(`超出本月限额${yuan(link.monthLimit)}（本月已下单${yuan(spent)}）`);
  }
  if (reasons.length === 0) return null;
  return { reason: reasons.join('，'), holdHours: await approvalHoldHours(tx, auth.accountId) };
}

/** The stores in which this login approves: where it is 负责人, or 财务 when its company lets 财务 approve. */
async function approvingStores(db: DbOrTx, accountId: number): Promise<Set<number>> {
  const company = await q.companyOfMember(db, accountId);
  const roles = await q.rolesOf(db, accountId);
  return new Set(
    roles.filter((r) => r.role === 'owner' || (r.role === 'finance' && company?.approverRole === 'finance')).map((r) => r.storeId),
  );
}

export async function listApprovals(db: Db, auth: AuthContext): Promise<ApprovalRow[]> {
  const rows = await q.pendingApprovals(db, [...(await approvingStores(db, auth.accountId))]);
  const ids = rows.map((r) => r.order.id);
  const [items, reasons] = await Promise.all([orderItemsOfOrders(db, ids), q.approvalReasons(db, ids)]);
  return rows.map(({ order, company, buyer }) => ({
    id: order.id,
    order_no: order.orderNo,
    store_id: order.storeId,
    company,
    buyer,
    pay_amount: fenToYuan(order.payAmount),
    reason: reasons.find((r) => r.orderId === order.id)?.text ?? '',
    expires_at: seconds(order.expiresAt),
    created_at: seconds(order.createdAt),
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => ({ name: i.name, spec: i.spec, price: fenToYuan(i.price), number: i.number, amount: fenToYuan(i.amount) })),
  }));
}

type Decision = { approve: true } | { approve: false; reason: string };

/**
 * Approves or rejects one waiting order under its row lock: of two approvers deciding at once, the
 * second finds it decided and is refused, so the order ends with exactly one outcome.
 */
export async function decide(db: Db, auth: AuthContext, orderId: number, decision: Decision): Promise<OrderRow['status']> {
  const stores = await approvingStores(db, auth.accountId);
  const reached = new Set((await q.rolesOf(db, auth.accountId)).map((r) => r.storeId));
  const company = await q.companyOfMember(db, auth.accountId);
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    // Another company's order is not found; one of the caller's own stores tells who approves there.
    if (!order || !reached.has(order.storeId)) throw notFound('订单');
    if (!stores.has(order.storeId)) throw refuse(`本企业的订单由${company?.approverRole === 'finance' ? '负责人或财务' : '负责人'}审批`);
    if (order.status !== 'pending_approval') throw refuse(orderRefusal(order.status, 'unpaid'));
    const by = { kind: 'buyer', accountId: auth.accountId } as const;
    const name = (await q.accountName(tx, auth.accountId)) ?? '';
    if (decision.approve) {
      await transitionOrder(tx, order, { to: 'unpaid', text: `订单已由${name}审批通过` }, by);
    } else {
      await transitionOrder(tx, order, { to: 'cancelled', reason: `审批未通过：${decision.reason}` }, by);
    }
    await insertMessage(tx, {
      storeId: order.storeId,
      type: 'system',
      title: decision.approve ? '订单审批通过' : '订单审批未通过',
      content: decision.approve
        ? `您的订单${order.orderNo}已审批通过，请尽快付款。`
        : `您的订单${order.orderNo}审批未通过（${decision.reason}），订单已取消，库存与优惠券已退回。`,
    });
    if (company) {
      const action = decision.approve ? '审批通过' : '审批驳回';
      await q.addLog(tx, {
        companyId: company.id,
        accountId: auth.accountId,
        action,
        detail: `订单${order.orderNo}（${yuan(order.payAmount)}）${decision.approve ? '' : `：${decision.reason}`}`,
      });
    }
    return decision.approve ? 'unpaid' : 'cancelled';
  });
}
