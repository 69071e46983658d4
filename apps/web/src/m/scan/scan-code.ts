/**
 * What a code read by the camera or typed names: a goods' 条码 (the 69… EAN-13 of goods made in China, or
 * another GTIN length), or a box's 药品追溯码 (20 digits, or a GS1 DataMatrix / GS1-128 element string), read
 * by the contracts' parser so a code is refused in the same words as at the warehouse.
 */
import { parseTraceCode, type TraceCode } from '@yc/contracts';

type ScannedCode = { kind: 'barcode'; code: string } | { kind: 'trace'; code: TraceCode } | { kind: 'invalid'; error: string };

/** EAN-8, UPC-A, EAN-13 and GTIN-14: the lengths a goods' 条码 is kept in (the goods editor's rule). */
const BARCODE = /^(?:\d{8}|\d{12,14})$/;

export function readScannedCode(text: string): ScannedCode {
  const plain = text.normalize('NFKC').replace(/\s/g, '');
  if (plain === '') return { kind: 'invalid', error: '请扫描或输入条码、追溯码' };
  if (BARCODE.test(plain)) return { kind: 'barcode', code: plain };
  const parsed = parseTraceCode(text);
  return parsed.ok ? { kind: 'trace', code: parsed.value } : { kind: 'invalid', error: parsed.error };
}
