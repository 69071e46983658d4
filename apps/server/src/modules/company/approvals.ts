/**
 * Orders that wait for approval (待审批): every order over its buyer's limits (or of a store that
 * wants every order approved) is born so (orders/approval-need.ts). The company's approver approves
 * it on to 待付款, which is when it takes its stock, or rejects it to 已取消 through the order
 * lifecycle, which gives back the coupon and vouchers. The buyer's store is told in 消息中心 either way.
 */
import { fenToYuan, type ApprovalRow } from '@yc/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { BizError, notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { insertMessage } from '../message/queries.js';
import { orderRefusal } from '../orders/process.js';
import { lockOrderById, orderItemsOfOrders, type OrderRow } from '../orders/queries.js';
import { transitionOrder } from '../orders/transition.js';
import * as q from './queries.js';

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** A waiting order held no stock: when what it needs is gone by its approval, the approver is told why and what to do. */
const stockGone = (error: unknown): never => {
  throw error instanceof BizError ? refuse(`${error.message}，暂不能审批通过，请驳回订单或待补货后再审批`) : error;
};

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
      await transitionOrder(tx, order, { to: 'unpaid', text: `订单已由${name}审批通过` }, by).catch(stockGone);
    } else {
      await transitionOrder(tx, order, { to: 'cancelled', reason: `审批未通过：${decision.reason}` }, by);
    }
    await insertMessage(tx, {
      storeId: order.storeId,
      type: 'system',
      title: decision.approve ? '订单审批通过' : '订单审批未通过',
      content: decision.approve
        ? `您的订单${order.orderNo}已审批通过，请尽快付款。`
        : `您的订单${order.orderNo}审批未通过（${decision.reason}），订单已取消，优惠券已退回。`,
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
