/** Combination packages (goods_type 3): their groups, and each package with its members. */
import type { CombinationGroups, CombinationMember, CombinationPage, CombinationQuery } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { pageOf, sliceOf } from '../../db/paging.js';
import { controlledAudience, type Buyer } from './buyer.js';
import { orderedCardRows, shownYuan, toCard } from './cards.js';
import * as offers from './offer-queries.js';
import { categoryById, membersOf } from './queries.js';

export interface PackageContent {
  members: CombinationMember[];
  /** What the members cost bought one by one at base price (原价), in yuan; null while prices are hidden. */
  originalPrice: number | null;
}

export async function packageMembers(db: DbOrTx, buyer: Buyer, packageIds: readonly number[]): Promise<Map<number, PackageContent>> {
  const links = await membersOf(db, packageIds);
  const rows = new Map((await orderedCardRows(db, buyer, [...new Set(links.map((l) => l.goodsId))])).map((r) => [r.id, r]));
  return new Map(
    packageIds.map((packageId) => {
      const own = links
        .filter((l) => l.packageId === packageId)
        .flatMap((l) => {
          const row = rows.get(l.goodsId);
          return row ? [{ row, number: l.number }] : [];
        });
      const originalFen = own.reduce((sum, m) => sum + m.row.basePrice * m.number, 0);
      return [
        packageId,
        {
          members: own.map((m) => ({ ...toCard(buyer, m.row), combination_number: m.number })),
          originalPrice: shownYuan(buyer, originalFen),
        },
      ];
    }),
  );
}

export async function combinationGroups(db: DbOrTx): Promise<CombinationGroups> {
  return offers.combinationGroups(db);
}

/** A group's packages (every package without group_id), best sellers first, each with its members. */
export async function combinationPackages(db: DbOrTx, buyer: Buyer, query: CombinationQuery): Promise<CombinationPage> {
  let rootKey: string | null = null;
  if (query.group_id !== undefined) {
    const group = await categoryById(db, query.group_id);
    if (!group || group.kind !== 'ordinary') return pageOf([], 0, query);
    rootKey = group.key;
  }
  const { ids, total } = await offers.packagePage(db, rootKey, controlledAudience(buyer), sliceOf(query));
  const [rows, contents] = await Promise.all([orderedCardRows(db, buyer, ids), packageMembers(db, buyer, ids)]);
  const list = rows.map((r) => {
    const content = contents.get(r.id);
    return { ...toCard(buyer, r), original_price: content?.originalPrice ?? null, members: content?.members ?? [] };
  });
  return pageOf(list, total, query);
}
