import type { GoodsCard } from '@yc/contracts';
import type { CSSProperties } from 'react';
import { useGoodsCardSlot } from '../lib/goods-card-slot';
import styles from './goods-grid.module.css';

export interface GridGoods {
  goods: GoodsCard;
  footnote?: string;
}

interface GoodsGridProps {
  items: readonly GridGoods[];
  columns: number;
  /** Near-expiry goods: the expiry date leads each card. */
  expiryFirst?: boolean;
}

/** A row (or rows) of the catalogue's compact goods cards, `columns` to a row. */
export function GoodsGrid({ items, columns, expiryFirst = false }: GoodsGridProps) {
  const Card = useGoodsCardSlot();
  return (
    <div className={styles.grid} style={{ '--columns': columns } as CSSProperties}>
      {items.map(({ goods, footnote }) => (
        <Card key={goods.id} goods={goods} footnote={footnote} expiryFirst={expiryFirst} />
      ))}
    </div>
  );
}

/** The goods as a block shows them: at an offer's price when it has one (the list price then shows struck through). */
export const atPrice = (goods: GoodsCard, price: number | null | undefined): GoodsCard =>
  price === null || price === undefined ? goods : { ...goods, price };
