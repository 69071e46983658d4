/**
 * The console's content and service: news and help articles with their categories, messages sent
 * to stores, and the stores' feedback and product-wanted requests with the replies they read at
 * /yjfk and /pzqg. Times answered are seconds.
 */
import { z } from './zod.js';
import { adminText } from './admin.js';
import { countField, listField, pickedId, plainText } from './admin-catalog.js';
import { chinaTime } from './admin-promotions.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { FeedbackNote, WantedRequest } from './member.js';
import { optionalField } from './register.js';

const keywords = optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字'));

export const AdminArticleCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  /** help | news */
  kind: z.string(),
  name: z.string(),
  sort: z.number().int(),
  articles: z.number().int(),
});
export type AdminArticleCategory = z.infer<typeof AdminArticleCategory>;
export const ARTICLE_KIND_TEXT: Record<string, string> = { help: '帮助中心', news: '新闻资讯' };
export const AdminArticleCategoryBody = z.strictObject({
  name: adminText('栏目名称', 50),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
});

export const AdminArticleQuery = PageQuery.extend({ category_id: optionalField(dbIdParam('栏目')), keywords });
export type AdminArticleQuery = z.infer<typeof AdminArticleQuery>;

export const AdminArticleRow = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  summary: z.string(),
  slug: z.string(),
  sort: z.number().int(),
  published_at: z.number().int(),
});
export type AdminArticleRow = z.infer<typeof AdminArticleRow>;
export const AdminArticlePage = Paged(AdminArticleRow);
export const AdminArticleDetail = AdminArticleRow.extend({ body: z.string() });
export type AdminArticleDetail = z.infer<typeof AdminArticleDetail>;

/** The body is HTML (headings, paragraphs, lists, tables, links, pictures); the server keeps only what rich-text.ts allows. */
export const AdminArticleBody = z.strictObject({
  category_id: pickedId('栏目'),
  title: adminText('标题', 200),
  summary: plainText('摘要', 500),
  body: z.string({ message: '请输入正文' }).trim().min(1, '请输入正文').max(100_000, '正文过长'),
  /** The help page's own address word (/help/xrzn/hyzc): lower-case letters; empty for news. */
  slug: plainText('文章标识', 20).refine((v) => v === '' || /^[a-z]{2,20}$/.test(v), '文章标识须为2到20个小写字母'),
  sort: countField('排序', { max: 100_000, fallback: 0 }),
  published_at: optionalField(chinaTime('发布时间')),
});
export type AdminArticleBody = z.infer<typeof AdminArticleBody>;

/** Messages to stores: a system notice or an activity message, to every store or the stores picked. */
export const BROADCAST_TYPES = ['system', 'promotion'] as const;
export const BROADCAST_TYPE_TEXT: Record<(typeof BROADCAST_TYPES)[number], string> = { system: '系统通知', promotion: '活动消息' };
export const BROADCAST_AUDIENCES = ['all', 'stores'] as const;
export const BROADCAST_AUDIENCE_TEXT: Record<(typeof BROADCAST_AUDIENCES)[number], string> = { all: '全部门店', stores: '指定门店' };

export const AdminBroadcast = z.object({
  id: z.number().int(),
  type: z.enum(BROADCAST_TYPES),
  type_text: z.string(),
  title: z.string(),
  content: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  audience_text: z.string(),
  recipients: z.number().int(),
  /** Stores that have read it. */
  read: z.number().int(),
  staff_name: z.string(),
  created_at: z.number().int(),
});
export type AdminBroadcast = z.infer<typeof AdminBroadcast>;
export const AdminBroadcastPage = Paged(AdminBroadcast);

export const AdminBroadcastBody = z
  .strictObject({
    type: z.enum(BROADCAST_TYPES, { message: '请选择消息类型' }),
    title: adminText('消息标题', 200),
    content: adminText('消息内容', 2000),
    audience: z.enum(BROADCAST_AUDIENCES, { message: '请选择发送对象' }),
    store_ids: listField(dbIdParam('门店'), '门店', 500),
  })
  .refine((b) => b.audience === 'all' || b.store_ids.length > 0, { message: '请选择要发送的门店', path: ['store_ids'] });
export type AdminBroadcastBody = z.infer<typeof AdminBroadcastBody>;
/** A message sent: its id and how many stores it reached. */
export const BroadcastSent = AdminBroadcast.pick({ id: true, recipients: true });

export const AdminFeedbackQuery = PageQuery.extend({
  /** 0: waiting for a reply; 1: replied. */
  replied: optionalField(z.coerce.number({ message: '回复状态不正确' }).int().min(0, '回复状态不正确').max(1, '回复状态不正确')),
  keywords,
});
export type AdminFeedbackQuery = z.infer<typeof AdminFeedbackQuery>;

export const AdminFeedback = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  company: z.string(),
  ...FeedbackNote.shape,
  created_at: z.number().int(),
});
export type AdminFeedback = z.infer<typeof AdminFeedback>;
export const AdminFeedbackPage = Paged(AdminFeedback);

export const AdminReplyBody = z.strictObject({ reply: adminText('回复内容', 1000) });
export type AdminReplyBody = z.infer<typeof AdminReplyBody>;

export const WANTED_STATUSES = ['pending', 'replied', 'closed'] as const;
export type WantedStatus = (typeof WANTED_STATUSES)[number];

export const AdminWantedQuery = PageQuery.extend({
  status: optionalField(z.enum(WANTED_STATUSES, { message: '处理状态不正确' })),
  keywords,
});
export type AdminWantedQuery = z.infer<typeof AdminWantedQuery>;

export const AdminWanted = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  company: z.string(),
  ...WantedRequest.shape,
  status: z.enum(WANTED_STATUSES),
  created_at: z.number().int(),
});
export type AdminWanted = z.infer<typeof AdminWanted>;
export const AdminWantedPage = Paged(AdminWanted);

/** A reply to a product-wanted request: replied (we will stock it, or here is a similar goods) or closed (cannot supply). */
export const AdminWantedReplyBody = AdminReplyBody.extend({
  status: z.enum(['replied', 'closed'], { message: '请选择处理结果' }),
});
export type AdminWantedReplyBody = z.infer<typeof AdminWantedReplyBody>;

export const AdminArticleCategories = z.array(AdminArticleCategory);
export type AdminArticleForm = z.input<typeof AdminArticleBody>;
export type AdminBroadcastForm = z.input<typeof AdminBroadcastBody>;
