import { z } from './zod.js';

/** Category of spec section 3; kind: ordinary, youx (free shipping), zy (self-operated), qx (devices). */
export interface Category {
  id: number;
  name: string;
  logo: string;
  logo1: string;
  children: Category[];
  childrenShow: number;
}
// A recursive schema needs an id: the OpenAPI document (/api/docs/json) refers to it as a component.
export const Category: z.ZodType<Category> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    logo1: z.string(),
    children: z.array(Category),
    childrenShow: z.number().int(),
  }),
).meta({ id: 'Category' });

export interface NavItem {
  id: number;
  name: string;
  url: string;
  image: string;
  is_open: number;
  children: NavItem[];
}
export const NavItem: z.ZodType<NavItem> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), url: z.string(), image: z.string(), is_open: z.number().int(), children: z.array(NavItem) }),
).meta({ id: 'NavItem' });

export const Banner = z.object({ url: z.string(), image: z.string(), title: z.string().optional() });
export type Banner = z.infer<typeof Banner>;

export const Brand = z.object({ id: z.number().int(), name: z.string(), logo: z.string() });
export type Brand = z.infer<typeof Brand>;

/** GET /api/focus/common. */
export const FocusCommon = z.object({
  rnss: z.array(z.string()),
  nav: z.array(NavItem),
  category: z.array(Category),
  category_yx: z.array(Category),
  category_zy: z.array(Category),
  category_qx: z.array(Category),
  brand: z.array(Brand),
  timestamp: z.number().int(),
});
export type FocusCommon = z.infer<typeof FocusCommon>;

/** GET /api/global/links: friendly links and the footer's fixed texts. */
export const SiteLinks = z.object({
  list: z.array(z.object({ name: z.string(), url: z.string() })),
  licence: z.array(z.string()),
  miniprogram_url: z.string(),
  app_url: z.string(),
});
export type SiteLinks = z.infer<typeof SiteLinks>;

/** Footer help categories: name, children (id, name); key and slug place a group and its articles on their /help routes. */
export const HelpCategory = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  children: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
});
export type HelpCategory = z.infer<typeof HelpCategory>;

export const PageViewBody = z.strictObject({
  path: z.string({ message: '缺少页面路径' }).min(1, '缺少页面路径').max(500, '页面路径过长'),
  name: z.string().max(100, '路由名称过长').optional(),
  referrer: z.string().max(1000, '来源地址过长').optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

/** Page views of one route name over a period: views, and the distinct stores among them (visitors are not counted there). */
export const PageViewCount = z.object({ name: z.string(), views: z.number().int(), stores: z.number().int() });
export type PageViewCount = z.infer<typeof PageViewCount>;
