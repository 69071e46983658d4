/** Where a time window stands (by the server's clock), and the SQL that picks windows by it. */
import { PROMOTION_STATUS_TEXT, type PromotionStatus } from '@yc/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function windowStatus(w: { startsAt: Date; endsAt: Date }, now = Date.now()): { status: PromotionStatus; status_text: string } {
  const status: PromotionStatus = now < w.startsAt.getTime() ? 'pending' : now < w.endsAt.getTime() ? 'running' : 'ended';
  return { status, status_text: PROMOTION_STATUS_TEXT[status] };
}

export function windowWhere(status: PromotionStatus | undefined, startsAt: AnyColumn, endsAt: AnyColumn): SQL | undefined {
  if (status === 'pending') return sql`${startsAt} > now()`;
  if (status === 'running') return sql`${startsAt} <= now() AND ${endsAt} > now()`;
  if (status === 'ended') return sql`${endsAt} <= now()`;
  return undefined;
}
