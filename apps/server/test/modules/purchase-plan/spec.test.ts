import { describe, expect, it } from 'vitest';
import { looksLikeSpec, parseSpec, specKey, specsAgree } from '../../../src/modules/purchase-plan/spec.js';

const agree = (a: string, b: string, unitA = '', unitB = '') => specsAgree(parseSpec(a, unitA), parseSpec(b, unitB));

describe('purchase plan specs compared by what they say', () => {
  it('reads strengths in canonical units, counts, the pack and other words', () => {
    expect(parseSpec('0.25g*24粒/盒')).toEqual({ strengths: ['250mg'], count: 24, pack: '盒', words: [] });
    expect(parseSpec('15ml:0.6g/瓶')).toEqual({ strengths: ['15ml', '600mg'], count: null, pack: '瓶', words: [] });
    expect(parseSpec('0.25g*12粒*2板')).toMatchObject({ strengths: ['250mg'], count: 24 });
    expect(parseSpec('50μg*60揿/支')).toMatchObject({ strengths: ['0.05mg'], count: 60, pack: '支' });
    expect(parseSpec('3ml:300单位/支')).toMatchObject({ strengths: ['300iu', '3ml'] });
    expect(parseSpec('50万单位*100片/瓶')).toMatchObject({ strengths: ['500000iu'], count: 100 });
    expect(parseSpec('5%*250ml')).toMatchObject({ strengths: ['250ml', '5%'] });
    expect(parseSpec('M码 100只/盒')).toEqual({ strengths: [], count: 100, pack: '盒', words: ['m码'] });
    expect(parseSpec('0.25g*24')).toMatchObject({ strengths: ['250mg'], count: 24 });
  });

  it.each([
    ['0.25g*24粒', '0.25g*24粒/盒'],
    ['0.25g×24s', '0.25g*24粒/盒'],
    ['0.25gx24s', '0.25g*24粒'],
    ['0.25gX24粒', '0.25g*24粒'],
    ['250mg*24粒', '0.25g*24粒/盒'],
    ['０.２５ｇ＊２４粒', '0.25g*24粒/盒'],
    ['0.25G*24粒/盒', '0.25g*24粒'],
    ['0.25g*12粒*2板/盒', '0.25g*24粒/盒'],
    ['0.25克*24粒', '0.25g*24粒/盒'],
    ['250毫克×24粒', '0.25g*24粒/盒'],
    ['10毫升*10支', '10ml*10支/盒'],
    ['10ml*10支', '10ml×10支/盒'],
    ['5％', '5%'],
    ['24粒', '0.25g*24粒/盒'],
    ['0.25g', '0.25g*24粒/盒'],
    ['', '0.25g*24粒/盒'],
  ])('%j is the same pack as %j', (a, b) => {
    expect(agree(a, b)).toBe(true);
    expect(agree(b, a)).toBe(true);
  });

  it.each([
    ['0.5g*24粒', '0.25g*24粒/盒'],
    ['0.25g*36粒', '0.25g*24粒/盒'],
    ['0.25g*24粒/瓶', '0.25g*24粒/盒'],
    ['10ml*6支', '10ml*10支/盒'],
    ['0.25g', '24粒/盒'],
    ['YE660D', 'YE670A'],
  ])('%j is another pack than %j', (a, b) => {
    expect(agree(a, b)).toBe(false);
  });

  it('takes the 单位 column as the pack, unless it counts cases or pills', () => {
    expect(agree('0.25g*24粒', '0.25g*24粒/盒', '盒')).toBe(true);
    expect(agree('0.25g*24粒', '0.25g*24粒/盒', '瓶')).toBe(false);
    expect(agree('0.25g*24粒', '0.25g*24粒/盒', '件')).toBe(true);
    expect(agree('0.25g*24粒', '0.25g*24粒/盒', '粒')).toBe(true);
    // A goods spec without its pack takes the goods' unit, so 0.25g*24粒 (盒) and 0.25g*24粒/盒 are one pack.
    expect(specKey(parseSpec('0.25g*24粒', '盒'))).toBe(specKey(parseSpec('0.25g*24粒/盒', '盒')));
  });

  it.each([
    ['0.25g*24粒', true],
    ['0.25g', true],
    ['24粒/盒', true],
    ['2ml:8万单位', true],
    ['18AA', false],
    ['B6', false],
    ['0.25g 成人', false],
  ])('reads %j as a spec: %s', (text, yes) => {
    expect(looksLikeSpec(text)).toBe(yes);
  });
});
