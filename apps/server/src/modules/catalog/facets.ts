/** The facets of a results page: how many of the matching goods each maker, dosage form, spec and class holds. */
import type { GoodsFacets, GoodsListQuery } from '@yc/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, goods } from '../../db/schema/index.js';
import { ExpiringCache } from '../../lib/expiring-cache.js';
import type { Buyer } from './buyer.js';
import { goodsWhere, type GoodsFilter } from './list-queries.js';
import { searchedFilter } from './service.js';

/** Values shown per facet, most goods first. */
const FACET_VALUES = 20;

type Counted = Omit<GoodsFacets, 'corrected'>;

// Counting reads every matching goods; facets may be 30 s old, as the list's totals are.
const facetCache = new ExpiringCache<Counted>(30_000, 2_000);

const EMPTY: Counted = { manufacturer: [], dosage_form: [], ypgg: [], category: [], in_stock: 0, yb: 0, yb_class: [], rx_class: [] };

interface FacetRow extends Record<string, unknown> {
  facet: string;
  value: string | null;
  n: number;
  in_stock: number;
  yb: number;
}

/** All facets in one pass over the matching goods (GROUPING SETS), each cut to its largest values. */
async function countFacets(db: DbOrTx, f: GoodsFilter): Promise<Counted> {
  const { where } = goodsWhere(f);
  const { rows } = await db.execute<FacetRow>(sql`
    SELECT facet, value, n, in_stock, yb FROM (
      SELECT CASE WHEN GROUPING(${goods.manufacturer}) = 0 THEN 'manufacturer'
                  WHEN GROUPING(${goods.dosageForm}) = 0 THEN 'dosage_form'
                  WHEN GROUPING(${goods.spec}) = 0 THEN 'ypgg'
                  WHEN GROUPING(${goods.categoryKey}) = 0 THEN 'category'
                  WHEN GROUPING(${goods.ybClass}) = 0 THEN 'yb_class'
                  WHEN GROUPING(${goods.rxClass}) = 0 THEN 'rx_class' ELSE 'all' END AS facet,
             COALESCE(${goods.manufacturer}, ${goods.dosageForm}, ${goods.spec}, ${goods.categoryKey}, ${goods.ybClass}::text, ${goods.rxClass}::text) AS value,
             count(*)::int AS n,
             count(*) FILTER (WHERE ${goods.stock} > 0)::int AS in_stock,
             count(*) FILTER (WHERE ${goods.isYb})::int AS yb
      FROM ${goods} WHERE ${where}
      GROUP BY GROUPING SETS ((${goods.manufacturer}), (${goods.dosageForm}), (${goods.spec}), (${goods.categoryKey}), (${goods.ybClass}), (${goods.rxClass}), ())
    ) counted
    WHERE facet = 'all' OR COALESCE(value, '') <> ''
    ORDER BY n DESC, value COLLATE "C"`);
  const of = (facet: string) =>
    rows
      .filter((r) => r.facet === facet)
      .slice(0, FACET_VALUES)
      .map((r) => ({ value: r.value ?? '', count: r.n }));
  const keys = of('category');
  const names = keys.length
    ? await db
        .select({ id: categories.id, key: categories.key, name: categories.name })
        .from(categories)
        .where(
          and(
            eq(categories.kind, 'ordinary'),
            inArray(
              categories.key,
              keys.map((k) => k.value),
            ),
          ),
        )
    : [];
  const all = rows.find((r) => r.facet === 'all');
  return {
    manufacturer: of('manufacturer'),
    dosage_form: of('dosage_form'),
    ypgg: of('ypgg'),
    category: keys.flatMap((k) => names.filter((c) => c.key === k.value).map((c) => ({ id: c.id, name: c.name, count: k.count }))),
    in_stock: all?.in_stock ?? 0,
    yb: all?.yb ?? 0,
    yb_class: of('yb_class'),
    rx_class: of('rx_class'),
  };
}

export async function goodsFacets(db: DbOrTx, buyer: Buyer, query: GoodsListQuery): Promise<GoodsFacets> {
  const { f, corrected } = await searchedFilter(db, buyer, query);
  const counted = f ? await facetCache.get(JSON.stringify(f), () => countFacets(db, f)) : EMPTY;
  return { ...counted, corrected };
}
