/**
 * The head-office view: the stores of the company the caller is 负责人 of, side by side. A store it
 * only buys or pays in is not its to oversee, and another company's stores are never among them.
 */
import {
  fenToYuan,
  ORDER_STATUS_TEXT,
  OVERVIEW_MONTHS,
  OVERVIEW_RECENT_ORDERS,
  OVERVIEW_TOP_GOODS,
  type CompanyOverview,
} from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { chinaDay } from '../../lib/china-day.js';
import { seconds } from '../../lib/epoch-seconds.js';
import type { AuthContext } from '../../plugins/session.js';
import * as q from './overview-queries.js';
import { ownedScope, readCompany } from './service.js';

/** The last `n` China months up to the one of `now`, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, n: number): string[] {
  const [year, month] = chinaDay(now).split('-').map(Number);
  const current = year * 12 + month - 1;
  return Array.from({ length: n }, (_, i) => {
    const k = current - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

const byStore = (rows: readonly { storeId: number; n: number }[]) => new Map(rows.map((r) => [r.storeId, r.n]));

export async function companyOverview(db: Db, auth: AuthContext): Promise<CompanyOverview> {
  const stores = [...(await ownedScope(db, await readCompany(db, auth), auth.accountId)).values()];
  const months = lastMonths(new Date(), OVERVIEW_MONTHS);
  if (stores.length === 0) return { months, stores: [], top_goods: [], orders: [] };
  const ids = stores.map((s) => s.id);
  const from = new Date(`${months[0]}-01T00:00:00+08:00`);
  const [spend, placed, waiting, credit, top, latest] = await Promise.all([
    q.spendByMonth(db, ids, from),
    q.ordersPlaced(db, ids, from),
    q.waitingApproval(db, ids),
    q.creditOf(db, ids),
    q.topGoods(db, ids, from, OVERVIEW_TOP_GOODS),
    q.latestOrders(db, ids, OVERVIEW_RECENT_ORDERS),
  ]);
  const placedBy = byStore(placed);
  const waitingBy = byStore(waiting);
  const limitBy = new Map(credit.limits.map((r) => [r.storeId, r.fen]));
  const usedBy = new Map(credit.used.map((r) => [r.storeId, r.fen]));
  return {
    months,
    stores: stores.map((s) => {
      const fen = months.map((m) => spend.find((r) => r.storeId === s.id && r.month === m)?.fen ?? 0);
      return {
        store_id: s.id,
        company: s.company,
        orders: placedBy.get(s.id) ?? 0,
        spend_by_month: fen.map(fenToYuan),
        spend: fenToYuan(fen.reduce((a, b) => a + b, 0)),
        open_approvals: waitingBy.get(s.id) ?? 0,
        credit_limit: fenToYuan(limitBy.get(s.id) ?? 0),
        credit_used: fenToYuan(usedBy.get(s.id) ?? 0),
      };
    }),
    top_goods: top.map((g) => ({
      goods_id: g.goodsId,
      name: g.name,
      spec: g.spec,
      manufacturer: g.manufacturer,
      number: g.number,
      amount: fenToYuan(g.fen),
    })),
    orders: latest.map((o) => ({
      id: o.id,
      order_no: o.orderNo,
      store_id: o.storeId,
      company: o.company,
      buyer: o.buyer,
      status: o.status,
      status_text: ORDER_STATUS_TEXT[o.status],
      pay_amount: fenToYuan(o.payAmount),
      created_at: seconds(o.createdAt),
    })),
  };
}
