/**
 * 药品追溯码 as the warehouse's scanner types them (issue 37): the 20-digit code of 码上放心 (a 7-digit
 * 药品标识码 then the box's serial), the GS1 element string of an imported drug's DataMatrix or GS1-128
 * label (AI 01 GTIN-14, 17 expiry, 10 batch, 21 serial; GS-separated as a scanner sends it or in the
 * printed parentheses form), and a manufacturer's own code. One parser serves the console's scan field
 * and the server, so a code is refused with the same Chinese words on both.
 */
import { z } from './zod.js';
import { dbIdParam } from './goods.js';

export type TraceCodeKind = 'nmpa' | 'gs1' | 'other';

export interface TraceCode {
  kind: TraceCodeKind;
  /** The code as stored and compared: half-width, spaces gone, GS1 in parentheses form in AI order. */
  code: string;
  /** 药品标识码: the first 7 digits of a 20-digit code, which name the goods and its pack. */
  prefix?: string;
  gtin?: string;
  batch?: string;
  /** YYYY-MM-DD; a GS1 day 00 means the month's last day. */
  expiry?: string;
  serial?: string;
}

export type TraceCodeResult = { ok: true; value: TraceCode } | { ok: false; error: string };

const NMPA_LENGTH = 20;
const PREFIX_LENGTH = 7;
/** The ASCII group separator a scanner sends for FNC1 between variable-length GS1 fields. */
const GS = '\u001d';
/** Symbology identifiers a scanner may prefix when it reports the symbology: ]d2 DataMatrix, ]C1 GS1-128, ]Q3 QR. */
const SYMBOLOGY = /^\](?:d2|C1|Q3)/;
/** The AIs a drug label carries, with the fixed length or the maximum of a variable field. */
const AIS: Record<string, { fixed?: number; max?: number }> = {
  '01': { fixed: 14 },
  '11': { fixed: 6 },
  '17': { fixed: 6 },
  '10': { max: 20 },
  '21': { max: 20 },
};
const AI_ORDER = ['01', '11', '17', '10', '21'];
/** GS1 character set 82 would allow more; a drug's batch and serial are letters, digits and a few marks. */
const GS1_VALUE = /^[A-Za-z0-9\-./_]+$/;

const fail = (error: string): TraceCodeResult => ({ ok: false, error });

/** GS1 mod-10 check digit over the first 13 digits of a GTIN-14. */
function gtinValid(gtin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(gtin[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(gtin[13]);
}

/** YYMMDD as YYYY-MM-DD (this century: a drug's expiry is never in the last one), or null when it is no date. */
function gs1Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day === 0 ? last : day).padStart(2, '0')}`;
}

/** The fields of a GS1 element string, in either form; a string naming why it is not one. */
function gs1Fields(text: string): Map<string, string> | string {
  const fields = new Map<string, string>();
  const put = (ai: string, value: string): string | null => {
    const spec = AIS[ai];
    if (!spec) return `GS1 码含无法识别的应用标识符 (${ai})`;
    if (fields.has(ai)) return `GS1 码重复了应用标识符 (${ai})`;
    fields.set(ai, value);
    return null;
  };
  if (text.startsWith('(')) {
    const part = /\((\d{2,4})\)([^(]*)/gy;
    let at = 0;
    for (let m = part.exec(text); m; m = part.exec(text)) {
      const problem = put(m[1]!, m[2]!);
      if (problem) return problem;
      at = part.lastIndex;
    }
    if (at !== text.length) return 'GS1 码格式不正确';
    return fields;
  }
  let rest = text;
  while (rest.length > 0) {
    const ai = rest.slice(0, 2);
    const spec = AIS[ai];
    if (!spec) return `GS1 码含无法识别的应用标识符 (${ai})`;
    let value: string;
    if (spec.fixed) {
      value = rest.slice(2, 2 + spec.fixed);
      rest = rest.slice(2 + spec.fixed);
    } else {
      const end = rest.indexOf(GS);
      value = end < 0 ? rest.slice(2) : rest.slice(2, end);
      rest = end < 0 ? '' : rest.slice(end);
    }
    if (rest.startsWith(GS)) rest = rest.slice(1);
    const problem = put(ai, value);
    if (problem) return problem;
  }
  return fields;
}

function parseGs1(text: string): TraceCodeResult {
  const fields = gs1Fields(text);
  if (typeof fields === 'string') return fail(fields);
  const gtin = fields.get('01');
  if (gtin === undefined) return fail('GS1 码缺少商品编码 (01)');
  if (!/^\d{14}$/.test(gtin)) return fail('GS1 商品编码 (01) 须为14位数字');
  if (!gtinValid(gtin)) return fail('GS1 商品编码 (01) 校验位不正确');
  const serial = fields.get('21');
  // Without its serial a GS1 code names a product, not the box: it cannot be traced once.
  if (serial === undefined) return fail('GS1 码缺少序列号 (21)');
  for (const [ai, label] of [
    ['10', '批号'],
    ['21', '序列号'],
  ] as const) {
    const value = fields.get(ai);
    if (value !== undefined && (value.length > AIS[ai]!.max! || !GS1_VALUE.test(value)))
      return fail(`GS1 ${label} (${ai}) 须为1到20位字母或数字`);
  }
  const produced = fields.get('11');
  if (produced !== undefined && !gs1Date(produced)) return fail('GS1 生产日期 (11) 须为 YYMMDD 日期');
  const rawExpiry = fields.get('17');
  const expiry = rawExpiry === undefined ? undefined : gs1Date(rawExpiry);
  if (expiry === null) return fail('GS1 有效期 (17) 须为 YYMMDD 日期');
  const code = AI_ORDER.filter((ai) => fields.has(ai))
    .map((ai) => `(${ai})${fields.get(ai)}`)
    .join('');
  const batch = fields.get('10');
  return {
    ok: true,
    value: { kind: 'gs1', code, gtin, serial, ...(batch === undefined ? {} : { batch }), ...(expiry === undefined ? {} : { expiry }) },
  };
}

/** Reads one scanned or pasted code; the error is what the warehouse sees beside the scan field. */
export function parseTraceCode(input: string): TraceCodeResult {
  // NFKC turns full-width digits and letters (an IME left on) into ASCII; spaces are the printed grouping.
  let text = input
    .normalize('NFKC')
    .replace(/[ \t\r\n]/g, '')
    .replace(SYMBOLOGY, '');
  if (text.startsWith(GS)) text = text.slice(1);
  if (text === '') return fail('请扫描或输入追溯码');
  if (text.startsWith('(') || text.includes(GS)) return parseGs1(text);
  if (/^\d+$/.test(text)) {
    // A digit string beginning 01 + GTIN + another AI is a GS1 string whose fields needed no separator.
    if (text.length > NMPA_LENGTH && /^01\d{14}(?:11|17|10|21)/.test(text)) return parseGs1(text);
    if (text.length !== NMPA_LENGTH) return fail('追溯码须为20位数字');
    if (!text.startsWith('8')) return fail('20位药品追溯码应以8开头');
    return { ok: true, value: { kind: 'nmpa', code: text, prefix: text.slice(0, PREFIX_LENGTH) } };
  }
  if (/^01\d{14}(?:11|17|10|21)/.test(text)) return parseGs1(text);
  if (!/^[A-Za-z0-9]{10,40}$/.test(text)) return fail('追溯码只能包含字母和数字，长度10到40位');
  // Upper case: a wedge scanner with Caps Lock on must not make a second code of the same box.
  return { ok: true, value: { kind: 'other', code: text.toUpperCase() } };
}

/** A scan as the body carries it, parsed: a code that is none is a 422 with the parser's words. */
const scannedCode = z
  .string({ message: '请扫描或输入追溯码' })
  .max(200, '追溯码过长')
  .transform((text, ctx) => {
    const parsed = parseTraceCode(text);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });

/** POST /api/admin/orders/:id/trace-codes: one code the warehouse scanned into one line of the order. */
export const TraceScanBody = z.strictObject({
  order_item_id: dbIdParam('订单商品'),
  code: scannedCode,
});
export type TraceScanBody = z.infer<typeof TraceScanBody>;

/** The most codes one batch carries: a case of 400 boxes and some; a WMS file of more goes in by line. */
export const TRACE_BATCH_MAX = 500;

/** POST /api/admin/orders/:id/trace-codes/batch: a line's codes at once, each named by its place when it is no code. */
export const TraceBatchBody = z.strictObject({
  order_item_id: dbIdParam('订单商品'),
  codes: z
    .array(z.string({ message: '追溯码须为文本' }).max(200, '追溯码过长'), { message: '请提交追溯码列表' })
    .min(1, '请扫描或输入追溯码')
    .max(TRACE_BATCH_MAX, `一次最多提交${TRACE_BATCH_MAX}个追溯码`)
    .transform((texts, ctx) => {
      const codes: TraceCode[] = [];
      for (const [k, text] of texts.entries()) {
        const parsed = parseTraceCode(text);
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: `第${k + 1}个追溯码：${parsed.error}` });
          return z.NEVER;
        }
        codes.push(parsed.value);
      }
      return codes;
    }),
});
export type TraceBatchBody = z.infer<typeof TraceBatchBody>;

/**
 * POST /api/admin/orders/:id/trace-codes/import: the WMS's file of one order's 追溯码, one row per box.
 * 单据号 is the 随货单号 (SH…) or the order number; 批号 may be left out. A WMS's 码关联/上级码 columns
 * (a case's code above its boxes) are not read: each box's own code is the one that goes out.
 */
export const TRACE_IMPORT_COLUMNS = { bill_no: '单据号', goods_code: '商品编码', batch_no: '批号', trace_code: '追溯码' } as const;
/** The rows one file carries: an order of many lines, each up to a case of boxes. */
export const TRACE_IMPORT_MAX_ROWS = 5000;

/** What an import answers: how many codes went in, and each line they went onto with its count now. */
export const TraceImportResult = z.object({
  imported: z.number().int(),
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      line_no: z.number().int(),
      name: z.string(),
      imported: z.number().int(),
      scanned: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
});
export type TraceImportResult = z.infer<typeof TraceImportResult>;

export const TraceCodeParams = z.object({ id: dbIdParam('订单编号'), codeId: dbIdParam('追溯码编号') });

export const ScannedTraceCode = z.object({
  id: z.number().int(),
  code: z.string(),
  batch_no: z.string().nullable(),
  scanned_at: z.number().int(),
  scanned_by: z.string(),
});
export type ScannedTraceCode = z.infer<typeof ScannedTraceCode>;

/** One line of the order at outbound: how many codes it needs and those scanned. */
export const TraceCodeLine = z.object({
  order_item_id: z.number().int(),
  /** 第N行, as the ship refusal names it. */
  line_no: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  quantity: z.number().int(),
  /** 无追溯码: the line ships without codes. */
  trace_exempt: z.number().int(),
  /** The batches the line ships from. */
  batches: z.array(z.string()),
  codes: z.array(ScannedTraceCode),
});

/** GET /api/admin/orders/:id/trace-codes. */
export const OrderTraceCodes = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  /** 1 while the order waits to ship: codes may be scanned and removed. */
  can_scan: z.number().int(),
  lines: z.array(TraceCodeLine),
});
export type OrderTraceCodes = z.infer<typeof OrderTraceCodes>;

/** What one scan answers: the code as stored and the line's count, for the scan field's beep. */
export const TraceScanResult = ScannedTraceCode.extend({ scanned: z.number().int(), quantity: z.number().int() });
export type TraceScanResult = z.infer<typeof TraceScanResult>;

/** What a batch answers: the codes as stored, in the order sent, and the line's count. */
export const TraceBatchResult = z.object({ codes: z.array(ScannedTraceCode), scanned: z.number().int(), quantity: z.number().int() });
export type TraceBatchResult = z.infer<typeof TraceBatchResult>;

/**
 * GET and PUT /api/admin/settings/trace-codes (administrators): whether shipping waits for every drug
 * line's 追溯码 (site setting trace_codes_required), 0/1 as the console's switches send it.
 */
export const TraceCodeSetting = z.strictObject({
  required: z.preprocess(
    (v) => (v === 'true' ? 1 : v === 'false' ? 0 : v),
    z.coerce
      .number({ message: '发货须扫追溯码参数不正确' })
      .int('发货须扫追溯码参数不正确')
      .min(0, '发货须扫追溯码参数不正确')
      .max(1, '发货须扫追溯码参数不正确'),
  ),
});
export type TraceCodeSetting = z.infer<typeof TraceCodeSetting>;

/** POST /api/admin/after-sales/:id/trace-codes: a box of a return, scanned back at the warehouse. */
export const AfterSaleTraceParams = z.object({ id: dbIdParam('退货申请编号') });
export const TraceReturnBody = z.strictObject({ code: scannedCode });
export type TraceReturnBody = z.infer<typeof TraceReturnBody>;

/** What one scan-back answers: the code, its line, and how many of the line's returned boxes are back. */
export const TraceReturnResult = z.object({
  id: z.number().int(),
  code: z.string(),
  order_item_id: z.number().int(),
  name: z.string(),
  returned_at: z.number().int(),
  returned: z.number().int(),
  quantity: z.number().int(),
});
export type TraceReturnResult = z.infer<typeof TraceReturnResult>;

/** GET /api/goods/trace_code?code=: a box's code scanned on the phone, for the goods (and batch) it names. */
export const TraceGoodsQuery = z.object({ code: scannedCode });
export type TraceGoodsQuery = z.infer<typeof TraceGoodsQuery>;

/**
 * The goods a code names, by the box shipped to this store, its 药品标识码 or its GS1 GTIN; the batch and expiry
 * as the code says them (GS1) or as the store's shipped box recorded them, else null.
 */
export const TraceGoods = z.object({
  goods_id: z.number().int(),
  batch_no: z.string().nullable(),
  expires_on: z.string().nullable(),
});
export type TraceGoods = z.infer<typeof TraceGoods>;

/** The hand-over files of a shipped order's 追溯码: Excel, CSV (UTF-8) or XML, as pharmacies' ERPs import them. */
export const TRACE_HANDOVER_FORMATS = ['xlsx', 'csv', 'xml'] as const;
export type TraceHandoverFormat = (typeof TRACE_HANDOVER_FORMATS)[number];
export const TraceHandoverQuery = z.object({
  format: z.enum(TRACE_HANDOVER_FORMATS, { message: '导出格式应为 xlsx、csv 或 xml' }).default('xlsx'),
});
export type TraceHandoverQuery = z.infer<typeof TraceHandoverQuery>;
/** One row per box: the 随货单号 (the 随货同行单's 单据编号, deliveryNoteNo), the goods as the ERP knows it, its batch and the code. */
export const TRACE_HANDOVER_HEADER = [
  '随货单号',
  '商品编码',
  '通用名',
  '规格',
  '生产厂家',
  '批准文号',
  '批号',
  '生产日期',
  '有效期至',
  '追溯码',
] as const;
export const orderTraceHandoverPath = (orderId: number, format: TraceHandoverFormat) =>
  `/api/order/${orderId}/trace_codes?format=${format}`;

/** GET /api/erp/orders/:order_no/trace_codes: the 追溯码 of a shipped order, by its order number or its 随货单号 (SH…). */
export const ErpBillParams = z.object({
  order_no: z.string().trim().min(1, '请填写订单编号或随货单号').max(34, '订单编号或随货单号不能超过34个字符'),
});
/** The same rows as the hand-over files, for the ERP's receipt: one entry per box. */
export const ErpTraceCodes = z.object({
  order_no: z.string(),
  /** The 随货同行单's 单据编号, as 医保's purchase upload asks for it. */
  bill_no: z.string(),
  store_id: z.number().int(),
  codes: z.array(
    z.object({
      goods_code: z.string(),
      common_name: z.string(),
      spec: z.string(),
      manufacturer: z.string(),
      approval_no: z.string(),
      batch_no: z.string().nullable(),
      produced_on: z.string().nullable(),
      expires_on: z.string().nullable(),
      trace_code: z.string(),
    }),
  ),
});
export type ErpTraceCodes = z.infer<typeof ErpTraceCodes>;
