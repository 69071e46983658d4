import { describe, expect, it } from 'vitest';
import { makerAgreement, makerCores } from '../../../src/modules/purchase-plan/maker.js';

const maker = (name: string, shortName = '') => ({ name, shortName });

describe('purchase plan makers by their distinctive core', () => {
  it.each([
    ['修正药业集团股份有限公司', ['修正']],
    ['北京四环制药有限公司', ['北京四环', '四环']],
    ['国药集团致君(深圳)制药有限公司', ['致君']],
    ['石药集团欧意药业有限公司', ['石药欧意']],
    ['吉林省吴太感康药业有限公司', ['吉林省吴太感康', '吴太感康']],
    ['哈药集团三精制药有限公司', ['哈药三精']],
    ['北京制药厂', ['北京']],
    ['国药集团致君（深圳）制药有限公司', ['致君']],
  ])('%s has the cores %j', (name, cores) => {
    expect(makerCores(name)).toEqual(cores);
  });

  it.each([
    ['修正药业集团股份有限公司', maker('修正药业集团股份有限公司', '修正'), 3],
    ['同仁堂科技', maker('北京同仁堂科技发展股份有限公司制药厂', '同仁堂科技'), 2],
    ['同仁堂', maker('北京同仁堂科技发展股份有限公司制药厂', '同仁堂科技'), 1],
    ['修正药业', maker('修正药业集团股份有限公司', '修正'), 2],
    ['修正', maker('修正药业集团股份有限公司'), 2],
    ['联邦', maker('珠海联邦制药股份有限公司', '联邦'), 2],
    ['珠海联邦制药', maker('珠海联邦制药股份有限公司'), 2],
    ['四环制药', maker('北京四环制药有限公司'), 2],
    ['三精', maker('哈药集团三精制药有限公司'), 1],
    ['国药致君', maker('国药集团致君(深圳)制药有限公司'), 2],
    ['华北制药', maker('华北制药股份有限公司', '华北'), 2],
  ])('%s names %j (%i)', (row, m, level) => {
    expect(makerAgreement(row, m)).toBe(level);
  });

  it.each([
    ['华北制药', maker('华润双鹤药业股份有限公司', '双鹤')],
    ['北京四环制药', maker('北京制药厂')],
    ['北京', maker('北京四环制药有限公司', '四环')],
    ['同仁堂科技', maker('北京同仁堂股份有限公司', '同仁堂')],
    ['江苏恒瑞医药', maker('江苏豪森药业集团有限公司', '豪森')],
    ['广东华南药业', maker('华北制药股份有限公司', '华北')],
  ])('%s is not %j', (row, m) => {
    expect(makerAgreement(row, m)).toBe(0);
  });
});
