/**
 * The audit trail of the console. `audit` takes a transaction (not the pool), so the row commits or
 * rolls back with the change it describes; `audited` wraps the usual shape: read, change, read again.
 */
import type { Db, Tx } from '../../../db/client.js';
import { auditLog } from '../../../db/schema/index.js';

export interface AuditRecord {
  /** A dotted verb: `store.pass`, `order.ship`, `goods.update`. */
  action: string;
  /** What changed: `store`, `order`, `goods`, `staff`... */
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/** Who made the change: the route's `staffOf(request)` fits. */
export interface Actor {
  staffId: number;
}

/** Dates and other class instances land in jsonb as JSON would write them. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function audit(tx: Tx, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: plain(record.before),
    after: plain(record.after),
  });
}

export interface AuditTarget {
  action: string;
  entity: string;
  entityId: string | number;
  /** The entity as the log should show it; read before (lock the row here, `.for('update')`) and after the change. */
  read(tx: Tx): Promise<unknown>;
}

/**
 * Runs `change` in one transaction with its audit row. A service that opens its own transaction may
 * be called with `tx`: drizzle makes it a savepoint of this one.
 */
export async function audited<T>(db: Db, actor: Actor, target: AuditTarget, change: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const before = await target.read(tx);
    const result = await change(tx);
    const after = await target.read(tx);
    await audit(tx, actor, { action: target.action, entity: target.entity, entityId: target.entityId, before, after });
    return result;
  });
}
