/**
 * The console's search (商品运营): the aliases buyers type for a drug (扑热息痛 → 对乙酰氨基酚), and
 * the week's searches that found nothing, with how often each was typed. Times are seconds.
 */
import { z } from './zod.js';
import { adminText } from './admin.js';
import { PageQuery, Paged } from './envelope.js';
import { KEYWORD_MAX } from './goods.js';
import { optionalField } from './register.js';

/** `maker`: the maker whose brand the alias is (美林: 上海强生), whose goods rank first; '' for any maker. */
export const AdminSynonym = z.object({
  id: z.number().int(),
  term: z.string(),
  target: z.string(),
  maker: z.string(),
  created_at: z.number().int(),
});
export type AdminSynonym = z.infer<typeof AdminSynonym>;
export const AdminSynonymPage = Paged(AdminSynonym);
export type AdminSynonymPage = z.infer<typeof AdminSynonymPage>;
export const AdminSynonymQuery = PageQuery.extend({ keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')) });
export type AdminSynonymQuery = z.infer<typeof AdminSynonymQuery>;
export const AdminSynonymBody = z
  .strictObject({
    term: adminText('别名', 30),
    target: adminText('对应的药品名称', 50),
    maker: z.string({ message: '品牌厂家不正确' }).trim().max(30, '品牌厂家不能超过30个字').default(''),
  })
  .refine((b) => b.term !== b.target, { message: '别名与药品名称不能相同', path: ['target'] });
export type AdminSynonymBody = z.infer<typeof AdminSynonymBody>;

/** One query of the last 7 days that found nothing: how many times, by how many stores, and when last. */
export const AdminSearchMiss = z.object({
  keywords: z.string(),
  count: z.number().int(),
  stores: z.number().int(),
  last_at: z.number().int(),
});
export type AdminSearchMiss = z.infer<typeof AdminSearchMiss>;
export const AdminSearchMisses = z.array(AdminSearchMiss);
export type AdminSearchMisses = z.infer<typeof AdminSearchMisses>;

/** POST /api/goods/search/miss: the results page reports a query it found nothing for. */
export const SearchMissBody = z.strictObject({
  keywords: z
    .string({ message: '请输入搜索关键词' })
    .trim()
    .min(1, '请输入搜索关键词')
    .max(KEYWORD_MAX, `搜索关键词不能超过${KEYWORD_MAX}个字`),
});
export type SearchMissBody = z.infer<typeof SearchMissBody>;
