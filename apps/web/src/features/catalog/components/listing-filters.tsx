import { ZONE_FLAGS, type Category, type CategoryKind, type ZoneFlag } from '@yc/contracts';
import { Suspense } from 'react';
import { lazyWithAntd } from '../../../components/ui/antd/lazy-antd';
import { CheckboxGroup } from '../../../components/ui/choice';
import { Tag } from '../../../components/ui/tag';
import { useAfterLoad } from '../../../components/ui/use-after-load';
import { categoryPath, KIND_LABEL, type CatalogueCommon } from '../lib/catalogue-common';
import type { ListingState } from '../lib/listing-params';
import styles from './listing-filters.module.css';

// The 生产厂家 box is antd's AutoComplete, a Select (some 25 KB gzip, and antd itself): it loads once the page has
// loaded, its room kept meanwhile.
const ManufacturerFilter = lazyWithAntd(async () => (await import('./manufacturer-filter')).ManufacturerFilter);
const MANUFACTURER_SLOT = <span style={{ display: 'inline-block', width: 260, height: 24 }} />;

export const FLAG_LABEL: Readonly<Record<ZoneFlag, string>> = {
  yx: '优选包邮',
  jxq: '近效期',
  kx: '控销',
  zyyp: '中药饮片',
  qx: '医疗器械',
  zh: '组合套餐',
  zy: '平台自营',
};

const LEVEL_LABEL = ['分类', '二级分类', '三级分类', '四级分类'];

interface ListingFiltersProps {
  state: ListingState;
  common: CatalogueCommon;
  /** Category trees offered; more than one shows the tree switch. */
  kinds: readonly CategoryKind[];
  /** Flags the zone sets itself are not offered again. */
  fixedFlags: readonly string[];
  /** A zone fixed to one category (list/other) offers only what lies below it. */
  rootCategoryId?: number;
  onChange(patch: Partial<ListingState>): void;
}

/** The filter panel of every listing: category of any level and kind, manufacturer, zone switches. */
export function ListingFilters({ state, common, kinds, fixedFlags, rootCategoryId, onChange }: ListingFiltersProps) {
  const afterLoad = useAfterLoad();
  const kind = state.kind && kinds.includes(state.kind) ? state.kind : (kinds[0] ?? 'ordinary');
  const fullTree = common.categories[kind];
  const rootPath = categoryPath(fullTree, rootCategoryId);
  const root = rootPath.at(-1);
  const tree: readonly Category[] = root ? root.children : fullTree;
  const path = root ? categoryPath(tree, state.categoryId) : categoryPath(fullTree, state.categoryId);
  const rows: { options: readonly Category[]; selected?: Category; parent?: Category }[] = [
    { options: tree, selected: path[0], parent: root },
  ];
  path.forEach((node, index) => {
    if (node.children.length > 0) rows.push({ options: node.children, selected: path[index + 1], parent: node });
  });
  const flags = ZONE_FLAGS.filter((flag) => !fixedFlags.includes(flag));
  const chosenCategory = path.at(-1);

  return (
    <section className={styles.panel} aria-label="商品筛选">
      {kinds.length > 1 && (
        <div className={styles.row}>
          <span className={styles.label}>分类体系</span>
          <div className={styles.options}>
            {kinds.map((k) => (
              <button
                type="button"
                key={k}
                className={k === kind ? styles.active : styles.option}
                aria-pressed={k === kind}
                onClick={() => onChange({ kind: k === kinds[0] ? undefined : k, categoryId: undefined })}
              >
                {KIND_LABEL[k]}
              </button>
            ))}
          </div>
        </div>
      )}
      {rows.map((row, level) =>
        row.options.length === 0 ? null : (
          <div className={styles.row} key={row.parent?.id ?? `root-${kind}`}>
            <span className={styles.label}>{LEVEL_LABEL[level] ?? '子分类'}</span>
            <div className={styles.options} role="group" aria-label={LEVEL_LABEL[level] ?? '子分类'}>
              <button
                type="button"
                className={row.selected ? styles.option : styles.active}
                aria-pressed={!row.selected}
                onClick={() => onChange({ categoryId: row.parent && row.parent !== root ? row.parent.id : undefined })}
              >
                全部
              </button>
              {row.options.map((category) => (
                <button
                  type="button"
                  key={category.id}
                  className={category.id === row.selected?.id ? styles.active : styles.option}
                  aria-pressed={category.id === row.selected?.id}
                  onClick={() => onChange({ categoryId: category.id, kind })}
                >
                  {category.name}
                </button>
              ))}
            </div>
          </div>
        ),
      )}
      <div className={styles.row}>
        <span className={styles.label}>生产厂家</span>
        <div className={styles.options}>
          <Suspense fallback={MANUFACTURER_SLOT}>
            {afterLoad ? (
              <ManufacturerFilter value={state.manufacturer} onChange={(manufacturer) => onChange({ manufacturer })} />
            ) : (
              MANUFACTURER_SLOT
            )}
          </Suspense>
        </div>
      </div>
      {flags.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>专区</span>
          <div className={styles.options}>
            <CheckboxGroup
              aria-label="专区"
              options={flags.map((flag) => ({ label: FLAG_LABEL[flag], value: flag }))}
              value={state.flags.filter((flag) => flags.includes(flag))}
              onChange={(values) => onChange({ flags: values })}
            />
          </div>
        </div>
      )}
      {(chosenCategory || state.manufacturer || state.flags.length > 0 || state.inStock) && (
        <div className={`${styles.row} ${styles.chosen}`}>
          <span className={styles.label}>已选条件</span>
          <div className={styles.options}>
            {chosenCategory && <Tag onClose={() => onChange({ categoryId: undefined })}>分类：{chosenCategory.name}</Tag>}
            {state.manufacturer && <Tag onClose={() => onChange({ manufacturer: undefined })}>厂家：{state.manufacturer}</Tag>}
            {state.flags.map((flag) => (
              <Tag key={flag} onClose={() => onChange({ flags: state.flags.filter((f) => f !== flag) })}>
                {FLAG_LABEL[flag]}
              </Tag>
            ))}
            {state.inStock && <Tag onClose={() => onChange({ inStock: false })}>仅看有货</Tag>}
            <button
              type="button"
              className={styles.clear}
              onClick={() => onChange({ categoryId: undefined, manufacturer: undefined, flags: [], inStock: false })}
            >
              清空筛选
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
