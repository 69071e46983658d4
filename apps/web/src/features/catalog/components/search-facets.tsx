import type { FacetValue, GoodsFacets, RxClass, YbClass } from '@yc/contracts';
import type { ListingState } from '../lib/listing-params';
import styles from './listing-filters.module.css';
import own from './search-facets.module.css';

interface SearchFacetsProps {
  facets: GoodsFacets;
  state: ListingState;
  onChange(patch: Partial<ListingState>): void;
}

interface FacetRowProps {
  label: string;
  values: readonly FacetValue[];
  chosen: string | undefined;
  onPick(value: string | undefined): void;
}

function FacetRow({ label, values, chosen, onPick }: FacetRowProps) {
  if (values.length === 0) return null;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options} role="group" aria-label={label}>
        {values.map((v) => {
          const active = v.value === chosen;
          return (
            <button
              type="button"
              key={v.value}
              className={active ? styles.active : styles.option}
              aria-pressed={active}
              onClick={() => onPick(active ? undefined : v.value)}
            >
              {v.value}
              <span className={own.count}>({v.count})</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A search's facets with their counts: picking one narrows the list and stays in the address; picking it again lets go. */
export function SearchFacets({ facets, state, onChange }: SearchFacetsProps) {
  return (
    <section className={styles.panel} aria-label="搜索结果筛选">
      <FacetRow
        label="生产厂家"
        values={facets.manufacturer}
        chosen={state.manufacturer}
        onPick={(manufacturer) => onChange({ manufacturer })}
      />
      <FacetRow label="剂型" values={facets.dosage_form} chosen={state.dosageForm} onPick={(dosageForm) => onChange({ dosageForm })} />
      <FacetRow label="规格" values={facets.ypgg} chosen={state.spec} onPick={(spec) => onChange({ spec })} />
      <FacetRow
        label="医保类别"
        values={facets.yb_class}
        chosen={state.ybClass}
        onPick={(ybClass) => onChange({ ybClass: ybClass as YbClass | undefined })}
      />
      <FacetRow
        label="处方/OTC"
        values={facets.rx_class}
        chosen={state.rxClass}
        onPick={(rxClass) => onChange({ rxClass: rxClass as RxClass | undefined })}
      />
      {facets.category.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>分类</span>
          <div className={styles.options} role="group" aria-label="分类">
            {facets.category.map((c) => {
              const active = c.id === state.categoryId;
              return (
                <button
                  type="button"
                  key={c.id}
                  className={active ? styles.active : styles.option}
                  aria-pressed={active}
                  onClick={() => onChange({ categoryId: active ? undefined : c.id })}
                >
                  {c.name}
                  <span className={own.count}>({c.count})</span>
                </button>
              );
            })}
          </div>
        </div>
      )}
      <div className={styles.row}>
        <span className={styles.label}>其他</span>
        <div className={styles.options} role="group" aria-label="其他">
          <button
            type="button"
            className={state.inStock ? styles.active : styles.option}
            aria-pressed={state.inStock}
            onClick={() => onChange({ inStock: !state.inStock })}
          >
            有货<span className={own.count}>({facets.in_stock})</span>
          </button>
          <button
            type="button"
            className={state.yb ? styles.active : styles.option}
            aria-pressed={state.yb}
            onClick={() => onChange({ yb: !state.yb })}
          >
            医保<span className={own.count}>({facets.yb})</span>
          </button>
        </div>
      </div>
    </section>
  );
}
