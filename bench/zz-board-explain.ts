// Temporary: EXPLAIN ANALYZE of the 效期看板 queries on the bench catalogue (not committed).
import { chinaToday } from '../apps/server/src/lib/china-day.js';
import { expiryBands, expiryPage } from '../apps/server/src/modules/admin/catalog/expiry-queries.js';
import { openCatalogue } from './catalogue.js';

const { database, close } = await openCatalogue();
const { db, pool } = database;
const today = chinaToday();
const explain = async (label: string, q: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql, params } = q.toSQL();
  const res = await pool.query(`EXPLAIN (ANALYZE, FORMAT TEXT) ${sql}`, params);
  console.log(`--- ${label}\n${res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
};
await explain('bands', expiryBands(db, today, [30, 90, 180]));
for (const days of [30, 180]) {
  const t0 = performance.now();
  const page = await expiryPage(db, { kind: 'expiring', today, days }, {}, { offset: 0, limit: 20 });
  console.log(`expiring ${days}: total ${page.total}, ${(performance.now() - t0).toFixed(1)} ms`);
}
const t1 = performance.now();
const expired = await expiryPage(db, { kind: 'expired', today }, {}, { offset: 0, limit: 20 });
console.log(`expired: total ${expired.total}, ${(performance.now() - t1).toFixed(1)} ms`);
const t2 = performance.now();
await expiryBands(db, today, [30, 90, 180]);
console.log(`bands: ${(performance.now() - t2).toFixed(1)} ms`);
await close();
