import { describe, expect, it } from 'vitest';
import { parseTraceCode } from '../src/trace-code.js';

const value = (input: string) => {
  const result = parseTraceCode(input);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};
const error = (input: string) => {
  const result = parseTraceCode(input);
  return result.ok ? null : result.error;
};

describe('药品追溯码 (码上放心, 20 digits)', () => {
  it('reads the 7-digit 药品标识码 as its prefix', () => {
    expect(value('81234560123456789012')).toEqual({ kind: 'nmpa', code: '81234560123456789012', prefix: '8123456' });
  });

  it('takes a code pasted with its printed grouping or typed in full-width digits', () => {
    expect(value(' 8123456 012345 678901 2\n').code).toBe('81234560123456789012');
    expect(value('８１２３４５６０１２３４５６７８９０１２').code).toBe('81234560123456789012');
  });

  it('refuses a digit string of another length, or one not starting with 8', () => {
    expect(error('8123456012345678901')).toBe('追溯码须为20位数字');
    expect(error('812345601234567890123')).toBe('追溯码须为20位数字');
    expect(error('61234560123456789012')).toBe('20位药品追溯码应以8开头');
    expect(error('   ')).toBe('请扫描或输入追溯码');
  });
});

describe('GS1 element strings (imported drugs)', () => {
  const expected = {
    kind: 'gs1',
    code: '(01)06901234567892(17)271130(10)B2405A(21)SN0001234567',
    gtin: '06901234567892',
    expiry: '2027-11-30',
    batch: 'B2405A',
    serial: 'SN0001234567',
  };

  it('reads what a DataMatrix scanner types: FNC1 as GS after the variable batch', () => {
    expect(value('010690123456789217271130' + '10B2405A\u001d21SN0001234567')).toEqual(expected);
    // With the symbology identifier and a leading FNC1 some scanners send.
    expect(value(']d2\u001d010690123456789217271130' + '10B2405A\u001d21SN0001234567')).toEqual(expected);
  });

  it('reads the printed parentheses form and stores every form alike, in AI order', () => {
    expect(value('(01)06901234567892(21)SN0001234567(10)B2405A(17)271130')).toEqual(expected);
  });

  it('reads a string whose fields needed no separator, and day 00 as the month end', () => {
    expect(value('01040012345678911726020021778899001122')).toEqual({
      kind: 'gs1',
      code: '(01)04001234567891(17)260200(21)778899001122',
      gtin: '04001234567891',
      expiry: '2026-02-28',
      serial: '778899001122',
    });
  });

  it('refuses a wrong check digit, a missing serial, a bad date and an unknown AI in Chinese', () => {
    expect(error('(01)06901234567893(21)SN1')).toBe('GS1 商品编码 (01) 校验位不正确');
    expect(error('(01)06901234567892(10)B2405A')).toBe('GS1 码缺少序列号 (21)');
    expect(error('(01)06901234567892(17)271340(21)SN1')).toBe('GS1 有效期 (17) 须为 YYMMDD 日期');
    expect(error('(01)06901234567892(21)SN1(240)X1')).toBe('GS1 码含无法识别的应用标识符 (240)');
    expect(error('(21)SN1')).toBe('GS1 码缺少商品编码 (01)');
    expect(error('(01)06901234567892(21)SN1(21)SN2')).toBe('GS1 码重复了应用标识符 (21)');
    expect(error('(01)06901234567892(21)' + 'S'.repeat(21))).toBe('GS1 序列号 (21) 须为1到20位字母或数字');
  });
});

describe("a manufacturer's own code", () => {
  it('is kept as other, upper case so Caps Lock does not make a second code', () => {
    expect(value('hrzy2024A0001234')).toEqual({ kind: 'other', code: 'HRZY2024A0001234' });
  });

  it('refuses marks and lengths outside 10 to 40', () => {
    expect(error('ABC-123-456')).toBe('追溯码只能包含字母和数字，长度10到40位');
    expect(error('ABC123')).toBe('追溯码只能包含字母和数字，长度10到40位');
    expect(error('A'.repeat(41))).toBe('追溯码只能包含字母和数字，长度10到40位');
  });
});
