import { CART_GROUP_FLASH, CART_GROUP_NONE, type ActivityData, type CartItem, type NextHintResult } from '@yc/contracts';

export type ManjianActivity = ActivityData['manjians'][number];
export type ManzheActivity = ActivityData['discounts'][number];

export type CartGroup =
  | { key: string; kind: 'manjian'; activity: ManjianActivity | undefined; items: CartItem[] }
  | { key: string; kind: 'manzhe'; activity: ManzheActivity | undefined; items: CartItem[] }
  | { key: string; kind: 'flash'; items: CartItem[] }
  | { key: string; kind: 'none'; items: CartItem[] };

/** Lines by their promotion (item.key: manjian_{id}, manzhe_{id}, flash, none), in the order the server sends them. */
export function groupLines(items: readonly CartItem[], activities: ActivityData): CartGroup[] {
  const groups: CartGroup[] = [];
  const byKey = new Map<string, CartGroup>();
  for (const item of items) {
    let group = byKey.get(item.key);
    if (!group) {
      if (item.key.startsWith('manjian_')) {
        group = { key: item.key, kind: 'manjian', activity: activities.manjians.find((a) => a.key === item.key), items: [] };
      } else if (item.key.startsWith('manzhe_')) {
        group = { key: item.key, kind: 'manzhe', activity: activities.discounts.find((a) => a.key === item.key), items: [] };
      } else {
        group = item.key === CART_GROUP_FLASH ? { key: item.key, kind: 'flash', items: [] } : { key: item.key, kind: 'none', items: [] };
      }
      byKey.set(item.key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  // Lines of no promotion go last whatever order they came in.
  return [...groups.filter((g) => g.key !== CART_GROUP_NONE), ...groups.filter((g) => g.key === CART_GROUP_NONE)];
}

/** ¥300 for whole yuan, ¥12.50 otherwise: how tiers read in the hints. */
export const shortYuan = (amount: number): string => {
  const fen = Math.round(amount * 100);
  return fen % 100 === 0 ? `¥${fen / 100}` : `¥${(Math.floor(fen) / 100).toFixed(2)}`;
};

/** 95 → 9.5, 90 → 9: the 折 figure is the percent over ten. */
export const zheText = (rate: number): string => (rate % 10 === 0 ? String(rate / 10) : (rate / 10).toFixed(1));

export const manjianTierText = (tier: { amount: number; reduce: number }): string =>
  `满${shortYuan(tier.amount)}减${shortYuan(tier.reduce)}`;
export const manzheTierText = (tier: { amount: number; rate: number }): string => `满${shortYuan(tier.amount)}打${zheText(tier.rate)}折`;

/** The tier that applies: the highest one reached (status 1), or -1. */
export const activeTierIndex = (tiers: readonly { status: number }[]): number => tiers.map((t) => t.status).lastIndexOf(1);

/** The next-tier sentence of an activity (from next_hint), or null once its top tier is reached. */
export const hintFor = (hint: NextHintResult | undefined, key: string): string | null =>
  hint?.activities.find((a) => a.key === key)?.message ?? null;
