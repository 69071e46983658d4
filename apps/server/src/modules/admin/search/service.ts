/** The console's search: aliases (audited; they apply to every buyer within a minute) and the week's misses. */
import type { AdminSearchMisses, AdminSynonymBody, AdminSynonymPage, AdminSynonymQuery } from '@yc/contracts';
import type { Db, DbOrTx } from '../../../db/client.js';
import { pageOf, sliceOf } from '../../../db/paging.js';
import { seconds } from '../../../lib/epoch-seconds.js';
import { FieldError, notFound } from '../../../lib/errors.js';
import { forgetCachedCatalogue } from '../../../lib/expiring-cache.js';
import { audit, type Actor } from '../shared/audit.js';
import * as q from './queries.js';

export async function listSynonyms(db: Db, query: AdminSynonymQuery): Promise<AdminSynonymPage> {
  const { rows, total } = await q.synonymPage(db, query.keywords, sliceOf(query));
  return pageOf(
    rows.map((r) => ({ id: r.id, term: r.term, target: r.target, maker: r.maker, created_at: seconds(r.createdAt) })),
    total,
    query,
  );
}

async function termFree(db: DbOrTx, term: string, id: number | null): Promise<void> {
  const other = await q.synonymIdOfTerm(db, term);
  if (other !== undefined && other !== id) throw new FieldError('term', '该别名已存在');
}

export async function createSynonym(db: Db, staff: Actor, body: AdminSynonymBody): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await termFree(tx, body.term, null);
    const created = await q.insertSynonym(tx, body);
    await audit(tx, staff, { action: 'synonym.create', entity: 'search_synonym', entityId: created, before: null, after: body });
    return created;
  });
  forgetCachedCatalogue();
  return id;
}

export async function updateSynonym(db: Db, staff: Actor, id: number, body: AdminSynonymBody): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await q.synonymById(tx, id);
    if (!before) throw notFound('别名');
    await termFree(tx, body.term, id);
    await q.updateSynonym(tx, id, body);
    await audit(tx, staff, {
      action: 'synonym.update',
      entity: 'search_synonym',
      entityId: id,
      before: { term: before.term, target: before.target, maker: before.maker },
      after: body,
    });
  });
  forgetCachedCatalogue();
}

export async function deleteSynonym(db: Db, staff: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await q.synonymById(tx, id);
    if (!before) throw notFound('别名');
    await q.deleteSynonym(tx, id);
    await audit(tx, staff, {
      action: 'synonym.delete',
      entity: 'search_synonym',
      entityId: id,
      before: { term: before.term, target: before.target, maker: before.maker },
      after: { deleted: true },
    });
  });
  forgetCachedCatalogue();
}

export async function weekMisses(db: Db): Promise<AdminSearchMisses> {
  return (await q.weekMisses(db)).map((r) => ({
    keywords: r.keywords,
    count: r.n,
    stores: r.stores,
    last_at: r.lastAt ? seconds(r.lastAt) : 0,
  }));
}
