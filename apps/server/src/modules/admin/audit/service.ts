import type { AuditPage, AuditQuery } from '@yc/contracts';
import type { Db } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import * as q from './queries.js';

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const filter = {
    staffId: query.staff_id,
    action: query.action || undefined,
    entity: query.entity || undefined,
    entityId: query.entity_id || undefined,
    from: query.start_time,
    until: query.end_time,
  };
  const { list, total } = await q.auditPage(db, filter, sliceOf(query));
  return pageOf(
    list.map((r) => ({
      id: r.id,
      staff_id: r.staffId,
      staff_name: r.staffName,
      at: seconds(r.at),
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    })),
    total,
    query,
  );
}
