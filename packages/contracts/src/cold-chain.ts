/**
 * 冷链 shipping (issue 37): an order holding a 冷链 line ships only with a cold-chain carrier; the
 * warehouse keeps the shipment's temperature record (readings entered or read from the logger's CSV, at
 * dispatch and on arrival), which the buyer reads on the order; and the buyer may refuse the shipment at
 * receipt (拒收) for a GSP reason, which opens a return carrying the reason and the record's summary.
 * Temperatures are °C with one decimal; times are seconds.
 */
import { z } from './zod.js';
import { ColdChain, coldChainText } from './drug-regulatory.js';

/** The carriers that keep 冷链 goods in range; the console's carrier choice offers them apart. */
export const COLD_CHAIN_CARRIERS = ['顺丰冷运', '京东冷链', '自有冷藏车'] as const;
export const isColdChainCarrier = (carrier: string): boolean => (COLD_CHAIN_CARRIERS as readonly string[]).includes(carrier.trim());

/** Why an order with a 冷链 line cannot ship by an ordinary carrier; `line` counts from 1 in the order's line order. */
export const coldChainCarrierRefusal = (line: number, name: string, range: ColdChain): string =>
  `第${line}行 ${name} 为冷链商品（${coldChainText(range)}），须选择冷链配送`;

export const COLD_CHAIN_STAGES = ['dispatch', 'arrival'] as const;
export type ColdChainStage = (typeof COLD_CHAIN_STAGES)[number];
export const COLD_CHAIN_STAGE_TEXT: Record<ColdChainStage, string> = { dispatch: '发货', arrival: '到货' };

/** Readings a logger file or one entry may hold, and the file's size, checked before it is parsed. */
export const COLD_CHAIN_MAX_READINGS = 2000;
export const COLD_CHAIN_FILE_MAX_BYTES = 256 * 1024;
/** What a logger can read: anything beyond is a typo, not a temperature. */
export const READING_MIN_C = -50;
export const READING_MAX_C = 60;

const stage = z.enum(COLD_CHAIN_STAGES, { message: '请选择发货或到货' });

export const ColdChainReadingInput = z.strictObject({
  time: z.number({ message: '请填写测温时间' }).int('测温时间不正确').min(946684800, '测温时间不正确').max(4102444800, '测温时间不正确'),
  temp_c: z
    .number({ message: '请填写温度' })
    .min(READING_MIN_C, `温度应在${READING_MIN_C}到${READING_MAX_C}℃之间`)
    .max(READING_MAX_C, `温度应在${READING_MIN_C}到${READING_MAX_C}℃之间`)
    .transform((t) => Math.round(t * 10) / 10),
});
export type ColdChainReadingInput = z.infer<typeof ColdChainReadingInput>;

export const ColdChainReadingsBody = z.strictObject({
  stage,
  readings: z
    .array(ColdChainReadingInput, { message: '请填写温度记录' })
    .min(1, '请填写温度记录')
    .max(COLD_CHAIN_MAX_READINGS, `一次最多${COLD_CHAIN_MAX_READINGS}条温度记录`),
});
export type ColdChainReadingsBody = z.infer<typeof ColdChainReadingsBody>;

/** The stage a logger file's readings belong to, beside the multipart file. */
export const ColdChainFileQuery = z.object({ stage: stage.default('dispatch') });

export const ColdChainReading = z.object({
  id: z.number().int(),
  stage: z.enum(COLD_CHAIN_STAGES),
  time: z.number().int(),
  temp_c: z.number(),
  /** 1: outside the order's 冷链 range. */
  out_of_range: z.number().int(),
  /** manual | file */
  source: z.string(),
});
export type ColdChainReading = z.infer<typeof ColdChainReading>;

/** 拒收 reasons at receipt, as GSP 收货 lists them. */
export const RECEIPT_REFUSAL_REASONS = ['温度超标', '无随货同行单', '票货不符', '包装破损', '批号不符'] as const;
export type ReceiptRefusalReason = (typeof RECEIPT_REFUSAL_REASONS)[number];

export const ReceiptRefusalBody = z.strictObject({
  reason: z.enum(RECEIPT_REFUSAL_REASONS, { message: '请选择拒收原因' }),
  note: z.string({ message: '备注不正确' }).trim().max(200, '备注不能超过200个字').default(''),
});
export type ReceiptRefusalBody = z.infer<typeof ReceiptRefusalBody>;

export const ReceiptRefusalView = z.object({
  reason: z.enum(RECEIPT_REFUSAL_REASONS),
  note: z.string(),
  after_sale_id: z.number().int(),
  /** The request's state: the refusal stands while pending or approved. */
  after_sale_status: z.string(),
  created_at: z.number().int(),
});

/** An order's 冷链 record: its cold lines, the range they share, the readings by time and the buyer's refusal. */
export const ColdChainRecord = z.object({
  /** The range every cold line keeps (the narrowest); null when the order has no 冷链 line. */
  cold_chain: ColdChain.nullable(),
  lines: z.array(z.object({ line: z.number().int(), order_item_id: z.number().int(), name: z.string(), cold_chain: ColdChain })),
  readings: z.array(ColdChainReading),
  out_of_range: z.number().int(),
  /** Whether the buyer may refuse the shipment now (shipped, no refusal standing). */
  can_refuse: z.number().int(),
  refusal: ReceiptRefusalView.nullable(),
});
export type ColdChainRecord = z.infer<typeof ColdChainRecord>;

/** The record in one line, for the return the refusal opens: 温度记录：发货 12 条、到货 3 条，超出2~8℃ 2 条（最高 9.5℃）. */
export function coldChainSummary(record: Pick<ColdChainRecord, 'cold_chain' | 'readings'>): string {
  if (!record.cold_chain) return '非冷链订单';
  if (record.readings.length === 0) return `冷链${coldChainText(record.cold_chain)}，无温度记录`;
  const count = (s: ColdChainStage) => record.readings.filter((r) => r.stage === s).length;
  const parts = COLD_CHAIN_STAGES.filter((s) => count(s) > 0).map((s) => `${COLD_CHAIN_STAGE_TEXT[s]} ${count(s)} 条`);
  const out = record.readings.filter((r) => r.out_of_range);
  const temps = record.readings.map((r) => r.temp_c);
  const span = `${Math.min(...temps)}~${Math.max(...temps)}℃`;
  return `温度记录：${parts.join('、')}，实测 ${span}，${out.length ? `超出${coldChainText(record.cold_chain)} ${out.length} 条` : `均在${coldChainText(record.cold_chain)}内`}`;
}

export const orderColdChainPath = (orderId: number) => `/api/order/${orderId}/cold_chain`;
export const orderRefusePath = (orderId: number) => `/api/order/${orderId}/refuse`;
export const adminColdChainPath = (orderId: number) => `/api/admin/orders/${orderId}/cold-chain`;
