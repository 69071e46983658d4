import { describe, expect, it } from 'vitest';
import { drugOf, isTypoOf, mayOffer, splitNameCell, withoutRepeatedForm } from '../../../src/modules/purchase-plan/drug-name.js';

const goods = (name: string, commonName = name) => ({ name, commonName });

describe('purchase plan drug names', () => {
  it.each([
    ['阿莫西林胶囊', { stem: '阿莫西林', form: '胶囊' }],
    ['布洛芬缓释胶囊', { stem: '布洛芬', form: '缓释胶囊' }],
    ['盐酸二甲双胍片', { stem: '二甲双胍', form: '片' }],
    ['板蓝根冲剂', { stem: '板蓝根', form: '颗粒' }],
    ['注射用头孢曲松钠', { stem: '头孢曲松钠', form: '注射用' }],
    ['金银花', { stem: '金银花', form: '' }],
    ['金银花露', { stem: '金银花', form: '露' }],
    ['六味地黄丸(浓缩丸)', { stem: '六味地黄', form: '丸' }],
  ])('%s is %j', (name, drug) => {
    expect(drugOf(name)).toEqual(drug);
  });

  it.each([
    ['盐酸洛哌丁胺胶囊胶囊', '盐酸洛哌丁胺胶囊'],
    ['复方盐酸伪麻黄碱缓释胶囊胶囊', '复方盐酸伪麻黄碱缓释胶囊'],
    ['布洛芬混悬液混悬液', '布洛芬混悬液'],
    ['双歧杆菌乳杆菌三联活菌片片', '双歧杆菌乳杆菌三联活菌片'],
    // Another form after the brand's is kept: it is not the brand's goods.
    ['复方醋酸地塞米松乳膏软膏', '复方醋酸地塞米松乳膏软膏'],
    ['阿胶颗粒', '阿胶颗粒'],
    ['诺氟沙星胶囊', '诺氟沙星胶囊'],
  ])('a brand read with its form written again, %s, is %s', (reading, name) => {
    expect(withoutRepeatedForm(reading)).toBe(name);
  });

  it.each([
    ['阿莫西林胶囊', goods('阿莫西林胶囊', '阿莫西林'), true],
    ['二甲双胍片', goods('盐酸二甲双胍片'), true],
    ['板蓝根冲剂', goods('板蓝根颗粒'), true],
    ['奥氮平片', goods('米氮平片', '米氮平'), false],
    ['金银花露', goods('金银花'), false],
    ['阿莫西林胶囊', goods('阿莫西林颗粒'), false],
    ['布洛芬片', goods('布洛芬缓释片', '布洛芬'), false],
    ['奥氮平', goods('米氮平片', '米氮平'), false],
    // A row naming no form (a brand, a class) takes what the search finds, but a look-alike name.
    ['芬必得', goods('布洛芬缓释胶囊', '布洛芬'), true],
    ['感冒药', goods('感冒灵颗粒'), true],
  ])('offers for %s the goods %j: %s', (row, g, yes) => {
    expect(mayOffer(row, g)).toBe(yes);
  });

  it.each([
    ['阿莫西林胶襄', '阿莫西林胶囊', true],
    ['布洛芬缓释片', '布洛芬缓释片', true],
    ['板蓝根棵粒', '板蓝根颗粒', true],
    ['布络芬片', '布洛芬片', true],
    ['奥氮平片', '米氮平片', false],
    ['阿莫西林胶囊', '阿莫西林颗粒', false],
    ['金银花露', '金银花', false],
  ])('reads %s as a typo of %s: %s', (row, reading, yes) => {
    expect(isTypoOf(row, reading)).toBe(yes);
  });

  it.each([
    ['阿莫西林胶囊 0.25g*24粒', '阿莫西林胶囊', '0.25g*24粒'],
    ['阿莫西林胶囊(0.25g*24粒)', '阿莫西林胶囊', '0.25g*24粒'],
    ['阿莫西林胶囊（0.25g×24粒）', '阿莫西林胶囊', '0.25g×24粒'],
    ['阿莫西林胶囊0.25g*24粒/盒', '阿莫西林胶囊', '0.25g*24粒/盒'],
    ['维生素B6片', '维生素B6片', ''],
    ['0.9%氯化钠注射液', '0.9%氯化钠注射液', ''],
    ['复方氨基酸注射液(18AA)', '复方氨基酸注射液(18AA)', ''],
  ])('splits %s into %s and %s', (cell, name, spec) => {
    expect(splitNameCell(cell)).toEqual({ name, spec });
  });
});
