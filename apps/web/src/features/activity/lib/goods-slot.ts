import type { ActivityGoods } from '@yc/contracts';
import type { ComponentType } from 'react';

/** What an activity gives a goods card: its price (null while hidden), and why it cannot be bought at it now. */
export interface GoodsOffer {
  id: number;
  price: number | null;
  closed?: string;
}

/** The goods card the route hands in (the catalogue's own, with its buy box), since features do not import each other. */
export type GoodsCardSlot = ComponentType<{ goods: ActivityGoods; offer?: GoodsOffer }>;
