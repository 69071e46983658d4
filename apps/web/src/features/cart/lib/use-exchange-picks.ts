import { useState } from 'react';
import type { ExchangePick } from '../../../lib/checkout-link';

const KEY = 'yc:cart:exchange-picks';

function load(): ExchangePick[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((p: unknown) => {
      if (typeof p !== 'object' || p === null) return [];
      const { rule_id: ruleId, number } = p as Record<string, unknown>;
      return Number.isInteger(ruleId) && Number.isInteger(number) && Number(number) > 0
        ? [{ rule_id: Number(ruleId), number: Number(number) }]
        : [];
    });
  } catch {
    return [];
  }
}

/** The 换购 picks of this tab: kept while the buyer leaves the cart and comes back. */
export function useExchangePicks(): [ExchangePick[], (picks: ExchangePick[]) => void] {
  const [picks, setPicks] = useState(load);
  const save = (next: ExchangePick[]) => {
    setPicks(next);
    sessionStorage.setItem(KEY, JSON.stringify(next));
  };
  return [picks, save];
}
