/**
 * The demo's history is made today, through the store's own API and services, and then moved back to
 * the day it stands for: every time and date that one simulated day's operations wrote (rows inserted
 * or updated since the day's mark, values at or after the mark) goes back by the same number of days.
 * PostgreSQL's clock cannot be set, and a history written around the services would not be the
 * store's own; moving what they wrote keeps every figure theirs and every interval between two
 * moments (paid → shipped → completed, 账期 due dates) as the services set it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Where one simulated day's writes start: the next transaction id and the database's clock. */
export interface DayMark {
  xid: bigint;
  at: string;
}

/**
 * Tables the history does not move: logins and their codes (a session moved 60 days back is expired before the
 * next call), the catalogue and its batches (their dates are the goods', not the day's), counters and locks.
 */
const KEPT_TABLES = new Set([
  'sessions',
  'staff_sessions',
  'sms_codes',
  'password_resets',
  'wechat_bind_tokens',
  'attempt_locks',
  'rate_limit_counters',
  'sms_daily_caps',
  'goods',
  'goods_batches',
  'categories',
  'goods_ladder_prices',
  'goods_level_prices',
  'seed_runs',
]);

/** Validity windows an operation may touch but never sets (a used coupon keeps the dates it was issued with). */
const KEPT_COLUMN = /^valid_/;

/**
 * A value an operation wrote is at or after the mark and at most this far ahead of it (an unpaid order's
 * 30 minutes, a 账期 due date): older values on a touched row stay, and so do dates further out.
 */
const AHEAD_DAYS = 31;

interface MovableColumn {
  table: string;
  column: string;
  isDate: boolean;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function movableColumns(db: Db): Promise<Map<string, MovableColumn[]>> {
  const rows = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('timestamp with time zone', 'date') AND c.is_generated = 'NEVER'
    ORDER BY c.table_name, c.ordinal_position`);
  const byTable = new Map<string, MovableColumn[]>();
  for (const r of rows.rows) {
    if (KEPT_TABLES.has(r.table_name) || KEPT_COLUMN.test(r.column_name)) continue;
    const list = byTable.get(r.table_name) ?? [];
    list.push({ table: r.table_name, column: r.column_name, isDate: r.data_type === 'date' });
    byTable.set(r.table_name, list);
  }
  return byTable;
}

export async function markDay(db: Db): Promise<DayMark> {
  // xmin is the 32-bit part of a transaction id: a row written after the mark has xmin at or above it.
  const [row] = (
    await db.execute<{ xid: string; at: string }>(
      sql`SELECT (pg_snapshot_xmax(pg_current_snapshot())::text::bigint % 4294967296)::text AS xid, clock_timestamp()::text AS at`,
    )
  ).rows;
  return { xid: BigInt(row.xid), at: row.at };
}

/** Order numbers carry the moment they were placed (YC + China time to the second + store + random). */
const orderNoFromTime = (days: number) =>
  `order_no = CASE WHEN created_at >= $AT THEN 'YC' || to_char((created_at - interval '${days} days') AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || substr(order_no, 17) ELSE order_no END`;

/** Moves what was written since `mark` back by `days` whole days, in one transaction. */
export async function moveBack(db: Db, columns: Map<string, MovableColumn[]>, mark: DayMark, days: number): Promise<void> {
  if (days === 0) return;
  const at = `'${mark.at}'::timestamptz`;
  const until = `(${at} + interval '${AHEAD_DAYS} days')`;
  const statements: string[] = [];
  for (const [table, list] of columns) {
    const written = (c: MovableColumn) =>
      c.isDate
        ? `(${ident(c.column)} >= (${at} AT TIME ZONE 'Asia/Shanghai')::date AND ${ident(c.column)} <= ${until}::date)`
        : `(${ident(c.column)} >= ${at} AND ${ident(c.column)} <= ${until})`;
    const sets = list.map(
      (c) =>
        `${ident(c.column)} = CASE WHEN ${written(c)} THEN ${ident(c.column)} - ${c.isDate ? `${days}` : `interval '${days} days'`} ELSE ${ident(c.column)} END`,
    );
    // The number is rewritten from created_at as it was before this statement moves it.
    if (table === 'orders') sets.unshift(orderNoFromTime(days).replaceAll('$AT', at));
    statements.push(
      `UPDATE ${ident(table)} SET ${sets.join(', ')} WHERE xmin::text::bigint >= ${mark.xid} AND (${list.map(written).join(' OR ')})`,
    );
  }
  // One round trip, one implicit transaction (a simple query); the statements are built from the catalogue's names and our numbers only.
  await db.execute(sql.raw(statements.join(';\n')));
}
