/**
 * The listing pages keep every filter in the address (shareable, back-button friendly). This file
 * reads and writes that query string and turns it, with a zone's preset, into GET /api/goods/list.
 */
import {
  CATEGORY_KINDS,
  GOODS_SORTS,
  RX_CLASSES,
  SearchType,
  YB_CLASSES,
  ZONE_FLAGS,
  type CategoryKind,
  type GoodsSort,
  type RxClass,
  type YbClass,
  type ZoneFlag,
} from '@yc/contracts';

export const PAGE_SIZES = [20, 40, 60, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export type SearchTypeValue = (typeof SearchType)[keyof typeof SearchType];

/** What the buyer chose on a listing page. */
export interface ListingState {
  categoryId?: number;
  kind?: CategoryKind;
  manufacturer?: string;
  /** Facets of a search: a dosage form, a spec (ypgg) and 医保 goods only. */
  dosageForm?: string;
  spec?: string;
  yb: boolean;
  /** A 医保类别 and a 处方/OTC class, as the facets name them. */
  ybClass?: YbClass;
  rxClass?: RxClass;
  keywords?: string;
  type: SearchTypeValue;
  flags: ZoneFlag[];
  inStock: boolean;
  sort: GoodsSort;
  page: number;
  pageSize: number;
}

/** What a zone fixes: its `select` (spec section 2, e.g. yx=1) and the filters that make the zone. */
export interface ListingPreset {
  select?: Readonly<Record<string, number | string>>;
  categoryId?: number;
  brandId?: number;
  /** The category tree the zone's category filter offers. */
  kind?: CategoryKind;
}

const positiveInt = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
};

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function parseListing(search: URLSearchParams): ListingState {
  const kind = search.get('kind');
  const sort = search.get('sort');
  const pageSize = positiveInt(search.get('page_size'));
  const text = (key: string) => search.get(key)?.trim() || undefined;
  return {
    categoryId: positiveInt(search.get('category_id')),
    kind: isOneOf(CATEGORY_KINDS, kind) ? kind : undefined,
    manufacturer: text('manufacturer'),
    dosageForm: text('dosage_form'),
    spec: text('ypgg'),
    yb: search.get('yb') === '1',
    ybClass: isOneOf(YB_CLASSES, search.get('yb_class')) ? (search.get('yb_class') as YbClass) : undefined,
    rxClass: isOneOf(RX_CLASSES, search.get('rx_class')) ? (search.get('rx_class') as RxClass) : undefined,
    keywords: text('keywords'),
    type: search.get('type') === String(SearchType.MANUFACTURER) ? SearchType.MANUFACTURER : SearchType.DRUG,
    flags: ZONE_FLAGS.filter((flag) => search.get(flag) === '1'),
    inStock: search.get('in_stock') === '1',
    sort: isOneOf(GOODS_SORTS, sort) ? sort : 'default',
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: pageSize !== undefined && (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state; defaults are left out so plain addresses stay plain. */
export function listingSearch(state: ListingState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.keywords) search.set('keywords', state.keywords);
  if (state.keywords || state.type !== SearchType.DRUG) search.set('type', String(state.type));
  if (state.categoryId !== undefined) search.set('category_id', String(state.categoryId));
  if (state.kind) search.set('kind', state.kind);
  if (state.manufacturer) search.set('manufacturer', state.manufacturer);
  if (state.dosageForm) search.set('dosage_form', state.dosageForm);
  if (state.spec) search.set('ypgg', state.spec);
  if (state.yb) search.set('yb', '1');
  if (state.ybClass) search.set('yb_class', state.ybClass);
  if (state.rxClass) search.set('rx_class', state.rxClass);
  for (const flag of state.flags) search.set(flag, '1');
  if (state.inStock) search.set('in_stock', '1');
  if (state.sort !== 'default') search.set('sort', state.sort);
  if (state.page > 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) search.set('page_size', String(state.pageSize));
  return search;
}

/** A change of filter starts again at page 1; only a page change keeps the rest. */
export function changeListing(state: ListingState, patch: Partial<ListingState>): ListingState {
  const keepsPage = 'page' in patch;
  return { ...state, ...patch, page: keepsPage ? (patch.page ?? 1) : 1 };
}

/** The query of GET /api/goods/list: the zone's select, the zone's fixed filters, then the buyer's. */
export function goodsListParams(state: ListingState, preset: ListingPreset = {}): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const select = Object.entries(preset.select ?? {});
  if (select.length > 0) params.select = new URLSearchParams(select.map(([k, v]) => [k, String(v)])).toString();
  const categoryId = state.categoryId ?? preset.categoryId;
  if (categoryId !== undefined) params.category_id = categoryId;
  // A tree chosen on its own narrows too: the youx tree is the free-shipping goods, zy self-operated, qx devices.
  const kind = state.kind ?? (state.categoryId !== undefined ? preset.kind : undefined);
  if (kind) params.category_kind = kind;
  if (preset.brandId !== undefined) params.brand_id = preset.brandId;
  if (state.manufacturer) params.manufacturer = state.manufacturer;
  if (state.dosageForm) params.dosage_form = state.dosageForm;
  if (state.spec) params.ypgg = state.spec;
  if (state.yb) params.yb = 1;
  if (state.ybClass) params.yb_class = state.ybClass;
  if (state.rxClass) params.rx_class = state.rxClass;
  if (state.keywords) {
    params.keywords = state.keywords;
    params.type = state.type;
  }
  for (const flag of state.flags) params[flag] = 1;
  if (state.inStock) params.in_stock = 1;
  params.sort = state.sort;
  params.page = state.page;
  params.page_size = state.pageSize;
  return params;
}
