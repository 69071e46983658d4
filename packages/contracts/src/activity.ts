/**
 * Activity pages (spec section 2, "Other activity pages"; DESIGN.md glossary): their list and
 * detail, the goods they price, the entry taps of section 7 (POST /api/activity/tap), group buying
 * (/ptzq) and full-amount cashback (/hb). Times are seconds; money is yuan rounded down (fenToYuan),
 * null while the buyer may not see prices.
 */
import { z } from './zod.js';
import { Paged, PageQuery } from './envelope.js';
import { dbIdParam, GoodsCard, GoodsIds } from './goods.js';

/**
 * yjh 活动专区, welfare 福利专区, mrtj 每日特价, and zqmb, yyh, hdmb, zhmz (activity pages whose
 * meaning the spec does not give) price their goods; ptzq 拼团 sells through groups, hb 满返 pays
 * cashback on completed orders.
 */
export const ACTIVITY_KINDS = ['yjh', 'welfare', 'mrtj', 'zqmb', 'yyh', 'hdmb', 'zhmz', 'ptzq', 'hb'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Kinds whose goods go in the cart at the activity price, as cart item type 2. */
export const PRICED_ACTIVITY_KINDS: readonly ActivityKind[] = ['yjh', 'welfare', 'mrtj', 'zqmb', 'yyh', 'hdmb', 'zhmz'];
export const CART_ITEM_TYPE_ACTIVITY = 2;

/** 0 not started, 1 on, 2 ended: judged by the server's clock. */
export const ActivityStatus = { NOT_STARTED: 0, ON: 1, ENDED: 2 } as const;
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus];
export const ACTIVITY_STATUS_TEXT: Record<ActivityStatus, string> = { 0: '活动未开始', 1: '活动进行中', 2: '活动已结束' };

/** Spec section 8: the messages of an activity link. */
export const ACTIVITY_LINK_MSG = { NO_TARGET: '活动暂未开始', NOT_STARTED: '活动未开始' } as const;

const ActivityKindParam = z.enum(ACTIVITY_KINDS, { message: '活动类型不正确' });
const activityId = dbIdParam('活动编号');

export const ActivitySummary = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  description: z.string(),
  /** Banner picture address; '' when the activity has none. */
  banner: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  status: z.number().int(),
});
export type ActivitySummary = z.infer<typeof ActivitySummary>;

/** GET /api/activity/list: the activities of one kind (in force first, then coming, then ended), or those of `ids` in their order (/Hdzx tabs). */
export const ActivityListQuery = z
  .object({ kind: ActivityKindParam.optional(), ids: GoodsIds('活动编号').optional(), ...PageQuery.shape })
  .refine((q) => q.kind !== undefined || q.ids !== undefined, { message: '请指定活动类型或活动编号', path: ['kind'] });
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;
export const ActivityList = Paged(ActivitySummary).extend({ timestamp: z.number().int() });
export type ActivityList = z.infer<typeof ActivityList>;

/** GET /api/activity/info: one activity by id, or the featured one of a kind (data null when the kind has none). */
export const ActivityInfoQuery = z
  .object({ id: activityId.optional(), kind: ActivityKindParam.optional() })
  .refine((q) => q.id !== undefined || q.kind !== undefined, { message: '请指定活动', path: ['id'] });
export type ActivityInfoQuery = z.infer<typeof ActivityInfoQuery>;

/** A goods of the activity with its activity price (the group price on ptzq; null on hb, which prices nothing). */
export const ActivityGoods = GoodsCard.extend({ activity_price: z.number().nullable() });
export type ActivityGoods = z.infer<typeof ActivityGoods>;

/** 满X返Y: an order of at least `threshold` of the activity's goods earns `cashback` into the wallet on completion. */
export const CashbackTier = z.object({ threshold: z.number(), cashback: z.number() });
export type CashbackTier = z.infer<typeof CashbackTier>;

export const GROUP_STATUS_TEXT: Record<string, string> = { open: '拼团中', completed: '已成团', expired: '未成团' };

/** A group opens, then completes once its stores have paid, or expires first (its orders refunded). */
export const GROUP_BUY_STATUSES = ['open', 'completed', 'expired'] as const;

/** A group of a ptzq activity: `joined` stores have paid, `seats` are taken (paid or waiting for payment). */
export const GroupBuyView = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  size: z.number().int(),
  joined: z.number().int(),
  seats: z.number().int(),
  status: z.enum(GROUP_BUY_STATUSES),
  status_text: z.string(),
  /** The opening store, masked (华康大药房 → 华***房). */
  leader: z.string(),
  expires_at: z.number().int(),
  /** 1 when the session's store holds a seat in it. */
  is_mine: z.number().int(),
});
export type GroupBuyView = z.infer<typeof GroupBuyView>;

export const ActivityInfo = ActivitySummary.extend({
  /** The rules as the page lists them, one sentence each. */
  rules: z.array(z.string()),
  goods: z.array(ActivityGoods),
  /** hb only; [] otherwise. */
  cashback_tiers: z.array(CashbackTier),
  /** ptzq only: stores a group needs, and hours a group stays open; null otherwise. */
  group_size: z.number().int().nullable(),
  group_hours: z.number().int().nullable(),
  /** ptzq only: open groups to join, soonest to expire first. */
  groups: z.array(GroupBuyView),
  /** The server's clock, for the countdown. */
  timestamp: z.number().int(),
});
export type ActivityInfo = z.infer<typeof ActivityInfo>;

/** POST /api/activity/tap {id} records a tap on an activity entry; GET /api/activity/tap {id} reads the count. */
export const ActivityTapBody = z.strictObject({ id: activityId });
export type ActivityTapBody = z.infer<typeof ActivityTapBody>;
export const ActivityTapQuery = z.object({ id: activityId });
export const ActivityTaps = z.object({ id: z.number().int(), taps: z.number().int() });
export type ActivityTaps = z.infer<typeof ActivityTaps>;

/** POST /api/activity/group/join: open a group (no group_id) or join one; answers the unpaid group order to pay. */
export const GroupJoinBody = z.strictObject({
  activity_id: activityId,
  goods_id: dbIdParam('商品编号'),
  group_id: dbIdParam('拼团编号').optional(),
  number: z.coerce
    .number({ message: '购买数量不正确' })
    .int('购买数量必须是整数')
    .positive('购买数量必须大于0')
    .max(99999, '购买数量过大')
    .optional(),
  address_id: dbIdParam('收货地址').optional(),
});
export type GroupJoinBody = z.infer<typeof GroupJoinBody>;
export type GroupJoinInput = z.input<typeof GroupJoinBody>;
export const GroupJoinResult = z.object({
  group_id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  pay_amount: z.number(),
  /** 1: the order waits for the company's approval (待审批) before it can be paid, as a checkout over the limits does. */
  needs_approval: z.number().int(),
  /** The order's payment deadline (seconds), or the approval's. */
  expires_at: z.number().int(),
});
export type GroupJoinResult = z.infer<typeof GroupJoinResult>;

/** GET /api/activity/group/mine: the session store's seats, newest first. */
export const MyGroupBuy = GroupBuyView.extend({
  activity_id: z.number().int(),
  goods_name: z.string(),
  price: z.number(),
  number: z.number().int(),
  order_id: z.number().int(),
  order_status: z.string(),
});
export type MyGroupBuy = z.infer<typeof MyGroupBuy>;
export const MyGroupBuys = z.array(MyGroupBuy);
export type MyGroupBuys = z.infer<typeof MyGroupBuys>;
