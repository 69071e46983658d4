/** Quality-inspection reports (GET /api/jybg/filter): open to everyone, like the goods they describe. */
import type { QualityReportPage, QualityReportQuery } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { seconds } from '../../lib/epoch-seconds.js';
import { escapeLike } from '../search/keyword.js';
import { searchPlan } from '../search/service.js';
import { reportPage, type ReportFilter } from './report-queries.js';

export async function qualityReports(db: DbOrTx, query: QualityReportQuery): Promise<QualityReportPage> {
  const f: ReportFilter = { goodsId: query.goods_id, batchPattern: query.batch ? `${escapeLike(query.batch)}%` : undefined };
  if (query.keywords) {
    const plan = await searchPlan(db, query.keywords);
    if (!plan) return pageOf([], 0, query);
    f.search = plan;
  }
  const { rows, total } = await reportPage(db, f, sliceOf(query));
  const list = rows.map((r) => ({
    id: r.id,
    goods_id: r.goodsId,
    name: r.name,
    ypgg: r.spec,
    sccj: r.manufacturer,
    batch: r.batch,
    url: r.url,
    msg: r.msg,
    created_at: seconds(r.createdAt),
  }));
  return pageOf(list, total, query);
}
