import { DASHBOARD_DAYS, DASHBOARD_TOP_GOODS, fenToYuan, type Dashboard } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import * as q from './queries.js';

const WAITING_STORES_SHOWN = 5;

export async function dashboard(db: Db): Promise<Dashboard> {
  const [today, sales, top, waiting, views] = await Promise.all([
    q.todayFigures(db),
    q.salesByDay(db, DASHBOARD_DAYS),
    q.topGoods(db, DASHBOARD_DAYS, DASHBOARD_TOP_GOODS),
    q.waitingStores(db, WAITING_STORES_SHOWN),
    q.viewsByRoute(db, DASHBOARD_DAYS),
  ]);
  return {
    today: {
      orders: today.orders,
      sales: fenToYuan(today.salesFen),
      new_stores: today.newStores,
      pending_stores: today.pendingStores,
      to_ship: today.toShip,
      pending_after_sales: today.pendingAfterSales,
    },
    sales: sales.map((d) => ({ day: d.day, sales: fenToYuan(d.fen), orders: d.orders })),
    top_goods: top.map((g) => ({ goods_id: g.goodsId, name: g.name, manufacturer: g.manufacturer, units: g.units, sales: fenToYuan(g.fen) })),
    waiting_stores: waiting.map((s) => ({ id: s.id, company: s.company, province: s.province, created_at: seconds(s.createdAt) })),
    page_views: views.map((v) => ({ name: v.name, views: v.views, today: v.today })),
  };
}
