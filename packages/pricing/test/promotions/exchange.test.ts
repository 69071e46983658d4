import { describe, expect, it } from 'vitest';
import { PricingInputError } from '../../src/errors.js';
import { resolveExchanges, type ExchangeChoice, type ExchangeRule } from '../../src/promotions/exchange.js';

// 满¥200 可 ¥1.00 换购 棉签, at most 2.
const rule: ExchangeRule = {
  id: 1,
  order_threshold_fen: 20000,
  goods_id: 77,
  goods_name: '医用棉签',
  exchange_price_fen: 100,
  max_number: 2,
};

describe('换购', () => {
  it.each<[string, ExchangeRule, number, ExchangeChoice[], number, string | null]>([
    // name, rule, selected subtotal, picks, accepted amount, refusal
    ['threshold reached', rule, 20000, [{ rule_id: 1, number: 2 }], 200, null],
    ['one fen short', rule, 19999, [{ rule_id: 1, number: 1 }], 0, '未达到换购门槛'],
    ['over the limit', rule, 20000, [{ rule_id: 1, number: 3 }], 0, '超出换购数量上限'],
    [
      'over the limit in two picks',
      rule,
      20000,
      [
        { rule_id: 1, number: 1 },
        { rule_id: 1, number: 2 },
      ],
      0,
      '超出换购数量上限',
    ],
    ['unknown rule', rule, 20000, [{ rule_id: 9, number: 1 }], 0, '换购活动不存在'],
    ['needs a purchase even at threshold 0', { ...rule, order_threshold_fen: 0 }, 0, [{ rule_id: 1, number: 1 }], 0, '未达到换购门槛'],
  ])('%s', (_name, exchangeRule, subtotal, picks, amount, reason) => {
    const outcome = resolveExchanges([exchangeRule], picks, subtotal);
    expect(outcome.amount_fen).toBe(amount);
    expect(outcome.refused[0]?.reason ?? null).toBe(reason);
  });

  it('offers each rule with whether it is reached', () => {
    const outcome = resolveExchanges([rule], [], 20000);
    expect(outcome.offers).toEqual([
      { rule_id: 1, goods_id: 77, goods_name: '医用棉签', exchange_price_fen: 100, order_threshold_fen: 20000, reached: true },
    ]);
    expect(outcome.lines).toEqual([]);
  });

  it('refuses a pick of 0 units', () => {
    expect(() => resolveExchanges([rule], [{ rule_id: 1, number: 0 }], 20000)).toThrow(PricingInputError);
  });
});
