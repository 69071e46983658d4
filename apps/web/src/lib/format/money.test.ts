import { describe, expect, it } from 'vitest';
import { signedYuan, yuan } from './money';

describe('money (spec section 5)', () => {
  it('shows yuan rounded down to 2 decimals', () => {
    expect(yuan(12.999)).toBe('¥12.99');
    expect(yuan(0.29)).toBe('¥0.29');
    expect(yuan(3)).toBe('¥3.00');
  });

  it('signs ledger amounts', () => {
    expect(signedYuan(12.5)).toBe('+¥12.50');
    expect(signedYuan(-3)).toBe('-¥3.00');
    expect(signedYuan(0)).toBe('¥0.00');
  });
});
