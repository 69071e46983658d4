import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { PageSlice } from '../../../db/paging.js';
import { auditLog, staff } from '../../../db/schema/index.js';
import { startingWith } from '../shared/like.js';

export interface AuditFilter {
  staffId?: number;
  /** A prefix: `store` finds `store.pass` and `store.reject`. */
  action?: string;
  entity?: string;
  entityId?: string;
  from?: Date;
  until?: Date;
}

function whereOf(f: AuditFilter): SQL | undefined {
  return and(
    f.staffId === undefined ? undefined : eq(auditLog.staffId, f.staffId),
    f.action === undefined ? undefined : sql`${auditLog.action} LIKE ${startingWith(f.action)}`,
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.from === undefined ? undefined : gte(auditLog.at, f.from),
    f.until === undefined ? undefined : lt(auditLog.at, f.until),
  );
}

export async function auditPage(db: DbOrTx, filter: AuditFilter, slice: PageSlice) {
  const where = whereOf(filter);
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        staffId: auditLog.staffId,
        staffName: staff.name,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(slice.limit)
      .offset(slice.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { list, total: total?.n ?? 0 };
}
