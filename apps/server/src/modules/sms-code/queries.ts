/** SQL of the SMS codes: one live code per phone and purpose, a few checks each, used once. */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

/** Serialises code requests of one phone, so two at once cannot both pass the resend interval. */
export async function lockPhone(tx: DbOrTx, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/** Seconds since the last code of any purpose went to this phone; null when none did. */
export async function secondsSinceLastCode(db: DbOrTx, phone: string): Promise<number | null> {
  const [row] = await db
    .select({ s: sql<number>`extract(epoch from now() - max(${smsCodes.createdAt}))`.mapWith(Number) })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone));
  return row?.s ?? null;
}

export async function insertCode(
  db: DbOrTx,
  row: { phone: string; purpose: string; code: string; subject?: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(smsCodes).values({
    phone: row.phone,
    purpose: row.purpose,
    code: row.code,
    subject: row.subject ?? null,
    expiresAt: sql`now() + make_interval(secs => ${row.ttlSeconds})`,
  });
}

const latestId = (phone: string, purpose: string) =>
  sql`(SELECT ${smsCodes.id} FROM ${smsCodes} WHERE ${smsCodes.phone} = ${phone} AND ${smsCodes.purpose} = ${purpose} ORDER BY ${smsCodes.id} DESC LIMIT 1)`;

/**
 * Spends one check on the phone's latest code while it is live, in one statement so parallel
 * guesses cannot share a check; answers the code to compare, or nothing when none may be checked.
 */
export async function spendAttempt(db: DbOrTx, phone: string, purpose: string, maxAttempts: number) {
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latestId(phone, purpose)),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        lt(smsCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: smsCodes.id, code: smsCodes.code, attempts: smsCodes.attempts, subject: smsCodes.subject });
  return row;
}

export async function latestCode(db: DbOrTx, phone: string, purpose: string) {
  const [row] = await db
    .select({ usedAt: smsCodes.usedAt, attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Uses a code up; false when another request used it first. */
export async function markCodeUsed(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
