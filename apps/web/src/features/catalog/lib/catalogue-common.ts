import type { Brand, Category, CategoryKind } from '@yc/contracts';

/** What the catalogue pages need of GET /api/focus/common; the route hands it over, as features do not import each other. */
export interface CatalogueCommon {
  categories: Readonly<Record<CategoryKind, readonly Category[]>>;
  brands: readonly Brand[];
}

export const EMPTY_COMMON: CatalogueCommon = { categories: { ordinary: [], youx: [], zy: [], qx: [] }, brands: [] };

export const KIND_LABEL: Readonly<Record<CategoryKind, string>> = {
  ordinary: '全部分类',
  youx: '优选分类',
  zy: '自营分类',
  qx: '器械分类',
};

/** The categories from the root down to the one with this id, or [] when it is not in the tree. */
export function categoryPath(tree: readonly Category[], id: number | undefined): Category[] {
  if (id === undefined) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Which tree holds a category, preferring the one named. */
export function kindOf(common: CatalogueCommon, id: number, preferred?: CategoryKind): CategoryKind | undefined {
  if (preferred && categoryPath(common.categories[preferred], id).length > 0) return preferred;
  return (Object.keys(common.categories) as CategoryKind[]).find((kind) => categoryPath(common.categories[kind], id).length > 0);
}
