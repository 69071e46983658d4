/**
 * For an access-test call that adds a row: its id is known only once the row is there, so reading
 * the change records the id, and the audit check then finds that row's audit entry.
 */
import type { App } from '../../src/app.js';

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
