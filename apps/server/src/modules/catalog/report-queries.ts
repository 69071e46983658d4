/** SQL of the quality-inspection reports (检验报告) by goods, batch or drug keyword. */
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withTotal, type PageSlice } from '../../db/paging.js';
import { goods, qualityReports } from '../../db/schema/index.js';
import type { SearchPlan } from '../search/query.js';
import { goodsWhere } from './list-queries.js';

export interface ReportFilter {
  goodsId?: number;
  /** Escaped LIKE pattern of the batch number's start. */
  batchPattern?: string;
  search?: SearchPlan;
}

export function reportPage(db: DbOrTx, f: ReportFilter, slice: PageSlice) {
  const where = and(
    goodsWhere({ search: f.search, audience: null }).where,
    f.goodsId === undefined ? undefined : eq(qualityReports.goodsId, f.goodsId),
    f.batchPattern === undefined ? undefined : like(qualityReports.batch, f.batchPattern),
  );
  const onGoods = eq(goods.id, qualityReports.goodsId);
  return withTotal(
    db
      .select({
        id: qualityReports.id,
        goodsId: qualityReports.goodsId,
        name: goods.name,
        spec: goods.spec,
        manufacturer: goods.manufacturer,
        batch: qualityReports.batch,
        url: qualityReports.url,
        msg: qualityReports.msg,
        createdAt: qualityReports.createdAt,
      })
      .from(qualityReports)
      .innerJoin(goods, onGoods)
      .where(where)
      .orderBy(desc(qualityReports.createdAt), desc(qualityReports.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(qualityReports).innerJoin(goods, onGoods).where(where),
  );
}
