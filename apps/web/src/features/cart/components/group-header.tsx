import type { ReactNode } from 'react';
import { Checkbox } from '../../../components/ui/choice';
import { yuan } from '../../../lib/format/money';
import { activeTierIndex, manjianTierText, manzheTierText, type CartGroup } from '../lib/groups';
import { CartTag } from './cart-tag';
import styles from './cart.module.css';

interface GroupHeaderProps {
  group: CartGroup;
  /** The next-tier sentence of the group's activity (next_hint), if a tier is still to reach. */
  hint: string | null;
  selected: boolean;
  partly: boolean;
  selectable: boolean;
  onSelect(selected: boolean): void;
}

interface TierChip {
  text: string;
  status: number;
}

function Tiers({ tiers }: { tiers: TierChip[] }) {
  const active = activeTierIndex(tiers);
  return (
    <ol className={styles.tiers} aria-label="活动档位">
      {tiers.map((tier, index) => (
        <li
          key={tier.text}
          className={index === active ? styles.tierActive : tier.status === 1 ? styles.tierReached : styles.tier}
          aria-current={index === active ? 'true' : undefined}
        >
          {tier.text}
          {index === active && <span className={styles.tierMark}>已享</span>}
        </li>
      ))}
    </ol>
  );
}

/** A row of the cart table, as a table's row group holds only rows: one cell across the table's six columns. */
function HeadRow({ children }: { children: ReactNode }) {
  return (
    <div role="row">
      <div role="cell" aria-colspan={6} className={styles.groupHead}>
        {children}
      </div>
    </div>
  );
}

/** The head of a promotion group: its tag, name, tiers with the one that applies, what it saves and the next-tier hint. */
export function GroupHeader({ group, hint, selected, partly, selectable, onSelect }: GroupHeaderProps) {
  const tick = (
    <Checkbox
      aria-label={`选择${groupTitle(group)}全部商品`}
      checked={selected}
      indeterminate={partly}
      disabled={!selectable}
      onChange={onSelect}
    />
  );
  if (group.kind === 'none') {
    return (
      <HeadRow>
        {tick}
        <span className={styles.groupName}>{groupTitle(group)}</span>
      </HeadRow>
    );
  }
  if (group.kind === 'flash') {
    return (
      <HeadRow>
        {tick}
        <CartTag name="秒" describe="限时秒杀" />
        <span className={styles.groupName}>{groupTitle(group)}</span>
        <span className={styles.muted}>秒杀价限量供应，超出部分按原价计算</span>
      </HeadRow>
    );
  }
  const activity = group.activity;
  const tiers: TierChip[] =
    group.kind === 'manjian'
      ? (group.activity?.tiers ?? []).map((t) => ({ text: manjianTierText(t), status: t.status }))
      : (group.activity?.tiers ?? []).map((t) => ({ text: manzheTierText(t), status: t.status }));
  return (
    <HeadRow>
      {tick}
      <CartTag name="满" describe={group.kind === 'manjian' ? '满减' : '满折'} />
      <span className={styles.groupName}>{groupTitle(group)}</span>
      <Tiers tiers={tiers} />
      {activity && (
        <span className={styles.groupAmount}>
          已选活动商品 <strong>{yuan(activity.amount)}</strong>
          {activity.discount > 0 && <span className={styles.saving}>，已优惠 -{yuan(activity.discount)}</span>}
        </span>
      )}
      <span className={styles.groupHint} role="status">
        {hint ?? (activity && activeTierIndex(activity.tiers) === activity.tiers.length - 1 ? '已享最高档优惠' : '')}
      </span>
    </HeadRow>
  );
}

export function groupTitle(group: CartGroup): string {
  if (group.kind === 'none') return '其他商品';
  if (group.kind === 'flash') return '秒杀商品';
  return group.activity?.name ?? (group.kind === 'manjian' ? '满减活动' : '满折活动');
}
