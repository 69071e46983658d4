import { describe, expect, it } from 'vitest';
import { requirementFit, validityChoiceText, validityField } from './validity-requirement';

describe('效期要求', () => {
  it.each([
    // months, first expiry, last expiry, fit (today 2026-08-31: 12 months on is 2027-08-31, 6 months is 2027-02-28)
    [0, null, null, 'all'],
    [12, '2027-08-31', '2028-01-15', 'all'],
    [12, '2027-08-30', '2027-08-31', 'some'],
    [12, '2026-12-01', '2027-08-30', 'none'],
    [6, '2027-02-28', '2027-02-28', 'all'],
    [6, '2027-02-27', '2027-02-27', 'none'],
    [6, null, null, 'none'],
  ] as const)('%i months with batches %s ~ %s: %s', (months, first, last, fit) => {
    expect(requirementFit(months, first, last, '2026-08-31')).toBe(fit);
  });

  it('names the choices and sends only the lines given one, as validity[goods_id]', () => {
    expect([0, 6, 18].map(validityChoiceText)).toEqual(['不限', '效期6个月以上', '效期18个月以上']);
    expect(validityField({ 101: 12, 102: 0 })).toEqual({ 101: 12 });
    expect(validityField({ 102: 0 })).toBeUndefined();
  });
});
