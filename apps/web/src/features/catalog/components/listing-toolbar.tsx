import { AppstoreOutlined, BarsOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { GoodsSort } from '@yc/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox, RadioGroup } from '../../../components/ui/choice';
import { LISTING_VIEWS, VIEW_LABEL, type ListingView } from '../lib/zones';
import styles from './listing-toolbar.module.css';

export const SORT_OPTIONS: readonly { value: GoodsSort; label: string }[] = [
  { value: 'default', label: '综合' },
  { value: 'sales', label: '销量' },
  { value: 'price_asc', label: '价格↑' },
  { value: 'price_desc', label: '价格↓' },
  { value: 'newest', label: '最新' },
];

const VIEW_ICON: Readonly<Record<ListingView, ReactNode>> = {
  cards: <AppstoreOutlined />,
  table: <BarsOutlined />,
  no_image: <UnorderedListOutlined />,
};

interface ListingToolbarProps {
  sort: GoodsSort;
  inStock: boolean;
  view: ListingView;
  viewHref(view: ListingView): string;
  total: number | undefined;
  onSort(sort: GoodsSort): void;
  onInStock(inStock: boolean): void;
}

/** Sort, 仅看有货, the count and the three views of a listing. */
export function ListingToolbar({ sort, inStock, view, viewHref, total, onSort, onInStock }: ListingToolbarProps) {
  return (
    <div className={styles.bar}>
      <RadioGroup aria-label="排序方式" name="goods-sort" buttons value={sort} options={SORT_OPTIONS} onChange={onSort} />
      <Checkbox checked={inStock} onChange={onInStock} className={styles.stock}>
        仅看有货
      </Checkbox>
      <span className={styles.total}>
        {total === undefined ? (
          ''
        ) : (
          <>
            共 <em>{total}</em> 件商品
          </>
        )}
      </span>
      <nav className={styles.views} aria-label="显示方式">
        {LISTING_VIEWS.map((v) => (
          <Link
            key={v}
            to={viewHref(v)}
            className={v === view ? styles.viewActive : styles.view}
            aria-current={v === view ? 'page' : undefined}
            preventScrollReset
          >
            {VIEW_ICON[v]} {VIEW_LABEL[v]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
