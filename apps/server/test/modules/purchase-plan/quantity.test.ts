import { describe, expect, it } from 'vitest';
import { readQuantity, unitQuestion } from '../../../src/modules/purchase-plan/quantity.js';

describe('purchase plan quantities as written', () => {
  it.each([
    ['10盒', 10, '盒'],
    ['10 盒', 10, '盒'],
    ['２０', 20, ''],
    ['２０盒', 20, '盒'],
    ['5.00', 5, ''],
    ['10.0', 10, ''],
    ['1,200', 1200, ''],
    ['1件', 1, '件'],
    [7, 7, ''],
  ])('reads %j as %i with unit %j', (cell, quantity, unit) => {
    expect(readQuantity(cell)).toEqual({ quantity, unit, error: '' });
  });

  it.each([
    ['', '采购数量为空'],
    [null, '采购数量为空'],
    ['0', '采购数量须大于0'],
    [0, '采购数量须大于0'],
    ['-3', '采购数量「-3」不能为负数'],
    [-2, '采购数量「-2」不能为负数'],
    ['2.5', '采购数量「2.5」须为整数'],
    [2.5, '采购数量「2.5」须为整数'],
    ['2.5盒', '采购数量「2.5盒」须为整数'],
    ['十盒', '采购数量「十盒」须为数字'],
    ['盒10', '采购数量「盒10」须为数字'],
    ['100000', '采购数量不能超过99999'],
  ])('refuses %j: %s', (cell, error) => {
    expect(readQuantity(cell)).toMatchObject({ quantity: null, error });
  });

  it('asks when the written unit is not the goods’ own, and not when it is or none was written', () => {
    expect(unitQuestion('件', '盒')).toBe('单位「件」与商品单位「盒」不同，请确认数量');
    expect(unitQuestion('盒', '盒')).toBe('');
    expect(unitQuestion(' 盒', '盒')).toBe('');
    expect(unitQuestion('', '盒')).toBe('');
  });
});
