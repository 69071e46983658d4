/**
 * 采购计划导入 on /kjcg: a buyer uploads the week's list from Excel or the ERP; the server reads and
 * matches every row to the catalogue, the page shows the review, and 加入购物车 adds the ready rows.
 */
import { z } from './zod.js';
import { dbIdParam, GoodsCard } from './goods.js';

export const PLAN_MAX_ROWS = 2000;
/** The rows from a sheet's top its header may stand among: ERPs put a title and 制单日期 above it. */
export const PLAN_HEADER_SCAN = 20;
/** A line's row number at most: the header's scan, the rows, and as many blank rows again. */
const PLAN_MAX_LINE = PLAN_HEADER_SCAN + 2 * PLAN_MAX_ROWS;
/** Candidates offered when a row matches several goods or none exactly. */
export const PLAN_CANDIDATES = 3;

/** The template's headers; a file may use any of the names each column goes by (server: PLAN_HEADERS). */
export const PLAN_COLUMNS = {
  name: '商品名称',
  spec: '规格',
  maker: '生产厂家',
  approval_no: '批准文号',
  barcode: '条形码',
  quantity: '采购数量',
} as const;

export const PLAN_ROW_STATUSES = ['matched', 'choose', 'not_found', 'out_of_stock', 'not_allowed', 'invalid'] as const;
export type PlanRowStatus = (typeof PLAN_ROW_STATUSES)[number];
export const PLAN_ROW_STATUS_TEXT: Record<PlanRowStatus, string> = {
  matched: '已匹配',
  choose: '请选择',
  not_found: '未找到',
  out_of_stock: '缺货',
  // The card's own reason (超出经营范围, 控销…, 含麻限购) is the status text shown.
  not_allowed: '不可购买',
  invalid: '数据有误',
};

/** A goods a row may be matched to, with what the review says beside it. */
export const PlanCandidate = GoodsCard.extend({
  /** 1: another strength or pack than the row asked for (「规格不同」); such goods are never taken without a click. */
  spec_differs: z.number().int(),
  /** The warehouse it ships from (华东仓); the same goods in several warehouses is offered once, from the best of them. */
  warehouse: z.string(),
});
export type PlanCandidate = z.infer<typeof PlanCandidate>;

export const PlanRow = z.object({
  /** The row's number in its sheet, as Excel shows it (title rows and blank rows counted). */
  line: z.number().int(),
  name: z.string(),
  spec: z.string(),
  maker: z.string(),
  approval_no: z.string(),
  barcode: z.string(),
  /** As typed; null when the cell was empty or not a number. */
  quantity: z.number().nullable(),
  status: z.enum(PLAN_ROW_STATUSES),
  status_text: z.string(),
  /** What is wrong with the row's own cells (a quantity of -3, 十盒). */
  errors: z.array(z.string()),
  goods: GoodsCard.nullable(),
  /** The warehouse `goods` ships from, chosen by stock, price and validity among those holding it; '' without goods. */
  warehouse: z.string(),
  candidates: z.array(PlanCandidate),
  /** The quantity the store will take of `goods` (at least 起订量, whole middle packs where required). */
  number: z.number().int(),
  /** Why `number` differs from the quantity asked for; '' when it does not. */
  number_note: z.string(),
  /** 1 once the row went into the cart. */
  added: z.number().int(),
});
export type PlanRow = z.infer<typeof PlanRow>;

export const PurchasePlan = z.object({
  id: z.number().int(),
  file_name: z.string(),
  rows: z.array(PlanRow),
  created_at: z.number().int(),
});
export type PurchasePlan = z.infer<typeof PurchasePlan>;

export const PurchasePlanParams = z.object({ id: dbIdParam('采购计划编号') });

const PlanLine = z.strictObject({
  line: z.coerce.number({ message: '行号不正确' }).int('行号不正确').min(2, '行号不正确').max(PLAN_MAX_LINE, '行号不正确'),
  goods_id: dbIdParam('商品编号'),
  number: z.coerce.number({ message: '采购数量不正确' }).int('采购数量须为整数').positive('采购数量须大于0').max(99999, '采购数量过大'),
});

/** POST /api/user/purchase_plan/{id}/cart: the rows to add, each with the goods picked for it. */
export const PlanCartBody = z.strictObject({
  lines: z.array(PlanLine, { message: '请选择要加入购物车的商品' }).min(1, '请选择要加入购物车的商品').max(PLAN_MAX_ROWS, '行数过多'),
});
export type PlanCartBody = z.infer<typeof PlanCartBody>;

export const PlanCartResult = z.object({
  /** Lines that went in now; lines added by an earlier click are neither added again nor refused. */
  added: z.array(z.number().int()),
  refused: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** Lines of the body that an earlier click had already added. */
  already: z.array(z.number().int()),
  /** Lines in the cart now. */
  total: z.number().int(),
});
export type PlanCartResult = z.infer<typeof PlanCartResult>;

/** POST /api/user/purchase_plan/{id}/wanted: unmatched rows become 求购 requests in one click. */
export const PlanWantedBody = z.strictObject({
  lines: z.array(PlanLine.shape.line, { message: '请选择要登记求购的行' }).min(1, '请选择要登记求购的行').max(PLAN_MAX_ROWS, '行数过多'),
});
export type PlanWantedBody = z.infer<typeof PlanWantedBody>;

export const PlanWantedResult = z.object({ created: z.number().int() });
export type PlanWantedResult = z.infer<typeof PlanWantedResult>;
