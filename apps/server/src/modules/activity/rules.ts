/**
 * An activity's `rules` JSON (as the seed and the operators write it) read per kind, and the rule
 * sentences its page lists. A rule that does not parse reads as none, so one mistyped activity
 * cannot break its page or an order's completion.
 */
import { ActivityStatus, type ActivityKind } from '@yc/contracts';
import { fenToYuanText } from '@yc/pricing';
import { z } from 'zod';

const Fen = z.number().int().nonnegative();
const Notes = z.object({ notes: z.array(z.string()).default([]) });
const GroupRule = z.object({ group_size: z.number().int().min(2).max(50), group_hours: z.number().int().min(1).max(720) });
const CashbackRule = z.object({ tiers: z.array(z.object({ threshold_fen: Fen, cashback_fen: Fen })).min(1) });

export interface GroupTerms {
  size: number;
  hours: number;
}

export interface CashbackTierFen {
  threshold_fen: number;
  cashback_fen: number;
}

export function groupTerms(rules: unknown): GroupTerms | null {
  const parsed = GroupRule.safeParse(rules);
  return parsed.success ? { size: parsed.data.group_size, hours: parsed.data.group_hours } : null;
}

/** Tiers from the lowest threshold up. */
export function cashbackTiers(rules: unknown): CashbackTierFen[] {
  const parsed = CashbackRule.safeParse(rules);
  return parsed.success ? [...parsed.data.tiers].sort((a, b) => a.threshold_fen - b.threshold_fen) : [];
}

/** The cashback of the highest tier an amount reaches, or 0. */
export function cashbackFor(tiers: readonly CashbackTierFen[], amountFen: number): number {
  return tiers.filter((t) => amountFen >= t.threshold_fen).reduce((best, t) => Math.max(best, t.cashback_fen), 0);
}

/** What the page lists under 活动规则: the kind's own terms, then the operator's notes. */
export function ruleSentences(kind: ActivityKind, rules: unknown): string[] {
  const notes = Notes.safeParse(rules);
  const own: string[] = [];
  if (kind === 'ptzq') {
    const terms = groupTerms(rules);
    if (terms) own.push(`${terms.size}家门店付款即成团；开团后${terms.hours}小时内未成团，订单自动取消，款项原路退回。`);
  } else if (kind === 'hb') {
    const tiers = cashbackTiers(rules);
    if (tiers.length)
      own.push(
        `活动商品单笔订单${tiers.map((t) => `满${fenToYuanText(t.threshold_fen)}元返${fenToYuanText(t.cashback_fen)}元`).join('，')}；订单完成后返至账户余额。`,
      );
  } else {
    own.push('活动价商品不参与满减、满折及优惠券，活动结束后恢复原价。');
  }
  return [...own, ...(notes.success ? notes.data.notes : [])];
}

/** 0 not started, 1 on, 2 ended, by the server's clock. */
export function statusAt(a: { startsAt: Date; endsAt: Date }, now: number): ActivityStatus {
  if (now < a.startsAt.getTime()) return ActivityStatus.NOT_STARTED;
  return now < a.endsAt.getTime() ? ActivityStatus.ON : ActivityStatus.ENDED;
}
