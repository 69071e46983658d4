import { generatePath } from 'react-router';
import { paths } from '../config/paths';

/** A 换购 pick carried from the cart to checkout (buy_hg_goods): the offer's rule id and how many. */
export interface ExchangePick {
  rule_id: number;
  number: number;
}

const positive = (value: string | undefined): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The query of step 2 for these cart lines and 换购 picks, ids=1,2&hg=7:1: the desktop's and the phone's step 2 (readCheckoutLink reads it). */
export function checkoutQuery(ids: readonly number[], picks: readonly ExchangePick[] = []): string {
  const query = new URLSearchParams({ ids: ids.join(',') });
  if (picks.length > 0) query.set('hg', picks.map((p) => `${p.rule_id}:${p.number}`).join(','));
  return query.toString();
}

/** Step 2 of checkout: /cart/step2?ids=1,2&hg=7:1 (the address survives a reload and the /dzht round trip). */
export const checkoutHref = (ids: readonly number[], picks: readonly ExchangePick[] = []): string =>
  `${paths.cartStep2}?${checkoutQuery(ids, picks)}`;

/** The lines and picks of a step 2 address; anything malformed is dropped. */
export function readCheckoutLink(search: URLSearchParams): { ids: number[]; picks: ExchangePick[] } {
  const ids = (search.get('ids') ?? '').split(',').flatMap((part) => {
    const id = positive(part.trim());
    return id === null ? [] : [id];
  });
  const picks = (search.get('hg') ?? '').split(',').flatMap((part) => {
    const [rule, number] = part.split(':');
    const ruleId = positive(rule);
    const count = positive(number);
    return ruleId === null || count === null ? [] : [{ rule_id: ruleId, number: count }];
  });
  return { ids: [...new Set(ids)], picks };
}

/** Step 3 pays an order; 含麻 orders pay at /cart/hm (spec section 2), which carries the id in the query. */
export const payHref = (orderId: number, isHm: boolean): string =>
  isHm ? `${paths.cartHm}?order_id=${orderId}` : generatePath(paths.cartStep3, { id: String(orderId) });

export const paidHref = (orderId: number): string => `${paths.cartStep4}?order_id=${orderId}`;

export const orderInfoHref = (orderId: number): string => generatePath(paths.orderInfo, { id: String(orderId) });
