/**
 * The regulatory data of a goods (医保, 处方/OTC, 基药, 集采, 谈判, 冷链) and the one rule of the
 * 药品网络销售禁止清单（第一版）(NMPA 2022 No. 111): goods of a listed class are never sold online.
 */
import { z } from './zod.js';

/** 医保类别: the class in the national medical-insurance catalogue, or 非医保 when it is not listed. */
export const YB_CLASSES = ['甲', '乙', '丙', '非医保'] as const;
export type YbClass = (typeof YB_CLASSES)[number];
/** The classes inside the catalogue: the goods' `is_yb` is true for exactly these. */
export const YB_LISTED_CLASSES = ['甲', '乙', '丙'] as const satisfies readonly YbClass[];
export const YB_CLASS_TEXT: Record<YbClass, string> = { 甲: '医保甲类', 乙: '医保乙类', 丙: '医保丙类', 非医保: '非医保' };

/** 处方药 or the two OTC classes; goods without one (devices, 中药饮片) carry none. */
export const RX_CLASSES = ['处方药', '甲类OTC', '乙类OTC'] as const;
export type RxClass = (typeof RX_CLASSES)[number];

/** Part 1 of the 药品网络销售禁止清单（第一版）: the classes of drugs that may not be sold online. */
export const RESTRICTED_CLASSES = [
  '疫苗',
  '血液制品',
  '麻醉药品',
  '精神药品',
  '医疗用毒性药品',
  '放射性药品',
  '药品类易制毒化学品',
  '医疗机构制剂',
  '中药配方颗粒',
] as const;
export type RestrictedClass = (typeof RESTRICTED_CLASSES)[number];

/** Why a goods of this class cannot go on sale; null for ordinary goods (no restricted class). */
export const onlineSaleRefusal = (restrictedClass: RestrictedClass | null | undefined): string | null =>
  restrictedClass ? `${restrictedClass}属于药品网络销售禁止清单，不能上架` : null;

/** 医保目录编码 (national code, e.g. XJ01DET084B0): letters and digits, stored upper case; empty when none. */
export const ybCodeField = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ message: '医保编码不正确' })
    .trim()
    .max(30, '医保编码不能超过30个字符')
    .regex(/^[A-Za-z0-9]*$/, '医保编码只能包含字母和数字')
    .transform((s) => s.toUpperCase()),
);

/** 冷链 temperatures the console accepts, in °C (冷冻 goods go down to −25). */
export const COLD_CHAIN_MIN_C = -30;
export const COLD_CHAIN_MAX_C = 30;
/** What a 冷藏 goods is kept at when nothing else is said (中国药典: 2–8 °C). */
export const COLD_CHAIN_DEFAULT = { min: 2, max: 8 } as const;

/** The 冷链 range a goods ships in: from min to max °C. */
export const ColdChain = z.object({ min: z.number().int(), max: z.number().int() });
export type ColdChain = z.infer<typeof ColdChain>;
/** 2~8℃ */
export const coldChainText = (c: ColdChain): string => `${c.min}~${c.max}℃`;

/** The regulatory fields every goods view shows (console detail and the store's detail page alike). */
export const DrugRegulatory = z.object({
  yb_code: z.string(),
  yb_class: z.enum(YB_CLASSES),
  rx_class: z.enum(RX_CLASSES).nullable(),
  /** 国家基本药物 */
  is_essential: z.number().int(),
  /** 国家集中带量采购 (集采) */
  is_vbp: z.number().int(),
  /** 医保谈判药品 */
  is_negotiated: z.number().int(),
  /** 冷链: the range it ships in; null when it needs none. */
  cold_chain: ColdChain.nullable(),
  /** 中药饮片 only: 产地 and 保质期 in months ('' and null otherwise). */
  origin: z.string(),
  shelf_life_months: z.number().int().nullable(),
});
export type DrugRegulatory = z.infer<typeof DrugRegulatory>;
