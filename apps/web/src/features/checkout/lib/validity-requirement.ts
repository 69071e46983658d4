/**
 * 效期要求 of an order line: the least validity its batches must have left when it is ordered.
 * The server allocates only batches expiring on or after today plus that many months (month ends
 * clamped, as PostgreSQL and dayjs both add months) and refuses the order otherwise.
 */
import dayjs from 'dayjs';

/** The choices a pharmacy buyer asks for; 0 is 不限. */
export const VALIDITY_CHOICES = [0, 6, 12, 18, 24] as const satisfies readonly number[];

export const validityChoiceText = (months: number): string => (months === 0 ? '不限' : `效期${months}个月以上`);

/** Whether the batches in stock, earliest to latest expiry, meet a requirement: all of them, some, or none. */
export type RequirementFit = 'all' | 'some' | 'none';

export function requirementFit(months: number, firstExpiry: string | null, lastExpiry: string | null, today: string): RequirementFit {
  if (months <= 0) return 'all';
  if (!firstExpiry || !lastExpiry) return 'none';
  const notBefore = dayjs(today).add(months, 'month').format('YYYY-MM-DD');
  if (firstExpiry >= notBefore) return 'all';
  return lastExpiry >= notBefore ? 'some' : 'none';
}

export const REQUIREMENT_FIT_TEXT: Record<RequirementFit, string> = {
  all: '现有批次均满足',
  some: '部分批次满足，仅发满足要求的批次',
  none: '现有批次均不满足，请放宽要求',
};

/** The body's validity[<goods_id>] = months, for the goods given a requirement; undefined when none is. */
export function validityField(requirements: Readonly<Record<number, number>>): Record<string, number> | undefined {
  const set = Object.entries(requirements).filter(([, months]) => months > 0);
  return set.length ? Object.fromEntries(set) : undefined;
}
