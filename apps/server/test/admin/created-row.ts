/**
 * For access-test calls that add, change and delete rows. A created row's id is known only once the
 * row is there, so reading the change records the id, and the audit check then finds that row's
 * audit entry.
 */
import type { StaffRole } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { App } from '../../src/app.js';
import { adminCall } from './admin-call.js';

export interface Created {
  id?: number;
}

export const readCreated =
  <C extends Created>(find: (app: App, ctx: C) => Promise<number | undefined>) =>
  async (app: App, ctx: C) => {
    ctx.id = await find(app, ctx);
    return ctx.id ?? null;
  };

export const createdId = (ctx: Created) => ctx.id ?? 0;

/** The first row a query answers. */
export const first = async <T>(rows: Promise<T[]>) => (await rows)[0];

type IdTable = PgTable & { id: PgColumn };

/**
 * Add, change and delete calls of one plain row of `table` at /api/admin/`path`. `body` may prepare
 * what it names (a goods); the created row is found by the body's `createdBy` field in that column.
 * The state compared is the row (or `read`, for a row with parts of its own).
 */
export function rowCalls<R extends { id: number }>(spec: {
  roles: StaffRole[];
  path: string;
  entity: string;
  table: IdTable;
  make(app: App): Promise<R>;
  body(app: App): Record<string, unknown> | Promise<Record<string, unknown>>;
  createdBy: [field: string, column: PgColumn];
  read?(app: App, id: number): Promise<unknown>;
}) {
  const { roles, path, entity, table } = spec;
  const read = spec.read ?? (async (app: App, id: number) => (await first(app.db.select().from(table).where(eq(table.id, id)))) ?? null);
  const [field, column] = spec.createdBy;
  return [
    adminCall({
      name: `POST /api/admin/${path} (create)`,
      roles,
      prepare: async (app): Promise<Created & { body: Record<string, unknown> }> => ({ body: await spec.body(app) }),
      request: (c) => ({ method: 'POST', url: `/api/admin/${path}`, payload: c.body }),
      change: {
        read: readCreated(
          async (app, c) =>
            (await first(app.db.select({ id: table.id }).from(table).where(eq(column, c.body[field]))))?.id as number | undefined,
        ),
        audit: { action: `${entity}.create`, entity, entityId: createdId },
      },
    }),
    adminCall({
      name: `POST /api/admin/${path}/:id`,
      roles,
      prepare: async (app) => ({ id: (await spec.make(app)).id, body: await spec.body(app) }),
      request: (r) => ({ method: 'POST', url: `/api/admin/${path}/${r.id}`, payload: r.body }),
      change: {
        read: (app, r) => read(app, r.id),
        audit: { action: `${entity}.update`, entity, entityId: (r) => r.id },
      },
    }),
    adminCall({
      name: `DELETE /api/admin/${path}/:id`,
      roles,
      prepare: spec.make,
      request: (r) => ({ method: 'DELETE', url: `/api/admin/${path}/${r.id}` }),
      change: {
        read: (app, r) => read(app, r.id),
        audit: { action: `${entity}.delete`, entity, entityId: (r) => r.id },
      },
    }),
  ];
}
