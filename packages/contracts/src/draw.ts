/**
 * The lucky draw (spec section 7, "Linked accounts and draw"): the home page's popup, the draw
 * itself, the winners' marquee and the store's records. Odds and stock stay on the server: no
 * answer carries a weight or a stock. Times are ISO 8601.
 */
import { z } from './zod.js';
import { Paged } from './envelope.js';
import { dbIdParam } from './goods.js';

export const DRAW_PRIZE_TYPES = ['points', 'coupon', 'goods', 'none'] as const;
export type DrawPrizeType = (typeof DRAW_PRIZE_TYPES)[number];
export const DRAW_PRIZE_TYPE_TEXT: Record<DrawPrizeType, string> = {
  points: '积分',
  coupon: '优惠券',
  goods: '实物礼品',
  none: '谢谢参与',
};

/** GET /api/draw {id}, GET /api/draw/new_record {id} and GET /api/draw/simple/check {id}. */
export const DrawIdQuery = z.object({ id: dbIdParam('抽奖活动编号') });
export type DrawIdQuery = z.infer<typeof DrawIdQuery>;
/** POST /api/draw {id}: the draw itself (a POST, so no link on another site can spend the store's chance). */
export const DrawBody = z.strictObject({ id: dbIdParam('抽奖活动编号') });
export type DrawBody = z.infer<typeof DrawBody>;
/**
 * GET /api/draw/{id}/activity: the same id, in the path.
 * @alias
 */
export const DrawIdParams = DrawIdQuery;

/** GET /api/draw/simple: the draw on now, as the popup reads it (spec section 3); null when none is on. */
export const SimpleDraw = z.object({
  id: z.number().int(),
  /** 1 once the current store has drawn: the popup is not shown again. */
  is_join: z.number().int(),
  name: z.string(),
  remarks: z.string(),
});
export type SimpleDraw = z.infer<typeof SimpleDraw>;

export const DrawPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(DRAW_PRIZE_TYPES),
  type_text: z.string(),
  /** The gift's picture for goods prizes, '' for the others (the page draws their tile). */
  image: z.string(),
});
export type DrawPrize = z.infer<typeof DrawPrize>;

export const DRAW_STATUSES = ['pending', 'running', 'ended'] as const;
export const DRAW_STATUS_TEXT: Record<(typeof DRAW_STATUSES)[number], string> = { pending: '未开始', running: '进行中', ended: '已结束' };

/** GET /api/draw/{id}/activity: the activity and its prizes, without odds or stock. */
export const DrawActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  remarks: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(DRAW_STATUSES),
  status_text: z.string(),
  is_join: z.number().int(),
  prizes: z.array(DrawPrize),
});
export type DrawActivity = z.infer<typeof DrawActivity>;

/** POST /api/draw {id}: what the store won and where it landed. */
export const DrawResult = z.object({
  record_id: z.number().int(),
  prize: DrawPrize,
  /** 0 for 谢谢参与. */
  is_win: z.number().int(),
  /** 恭喜您抽中 200积分 / 很遗憾，本次未中奖. */
  msg: z.string(),
  /** Where the prize went: 已存入您的积分账户, 已放入"我的优惠券", 已生成积分订单. */
  detail: z.string(),
});
export type DrawResult = z.infer<typeof DrawResult>;

/** GET /api/draw {id}: the draw as the current store stands in it; reading it changes nothing. */
export const DrawState = DrawActivity.extend({
  /** Draws this store has left now: 1 while the draw runs and it has not drawn (one per store), else 0. */
  chances: z.number().int(),
  /** What the store won, once it has drawn; null before. */
  result: DrawResult.nullable(),
});
export type DrawState = z.infer<typeof DrawState>;

/** GET /api/draw/new_record {id}: the latest winners for the marquee, phones masked. */
export const DrawWinner = z.object({
  id: z.number().int(),
  /** 138****0001 */
  phone: z.string(),
  prize_name: z.string(),
  created_at: z.string(),
});
export type DrawWinner = z.infer<typeof DrawWinner>;
export const DrawWinnerList = z.array(DrawWinner);

/** GET /api/draw/record {page}: the current store's draws. */
export const DrawRecord = z.object({
  id: z.number().int(),
  draw_id: z.number().int(),
  draw_name: z.string(),
  prize_name: z.string(),
  prize_type: z.enum(DRAW_PRIZE_TYPES),
  type_text: z.string(),
  is_win: z.number().int(),
  detail: z.string(),
  created_at: z.string(),
});
export type DrawRecord = z.infer<typeof DrawRecord>;
export const DrawRecordPage = Paged(DrawRecord);
export type DrawRecordPage = z.infer<typeof DrawRecordPage>;
