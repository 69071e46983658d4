import type { GoodsCard } from '@yc/contracts';
import { createContext, useContext, type ComponentType } from 'react';

export interface SlotGoodsCardProps {
  goods: GoodsCard;
  /** A line under the card: what is left of a flash sale, until when a special runs. */
  footnote?: string;
  /** Near-expiry goods: the expiry date leads the card. */
  expiryFirst?: boolean;
}

/** The goods card the home page's blocks draw: the catalogue's own, handed in by the route (features do not import each other). */
export const GoodsCardSlot = createContext<ComponentType<SlotGoodsCardProps> | null>(null);

export function useGoodsCardSlot(): ComponentType<SlotGoodsCardProps> {
  const Card = useContext(GoodsCardSlot);
  if (!Card) throw new Error('首页商品卡片未提供：HomePage 需要 GoodsCard');
  return Card;
}
