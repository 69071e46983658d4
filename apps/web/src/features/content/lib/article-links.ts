import { ARTICLE_CATEGORY, type NewsType } from '@yc/contracts';
import { generatePath } from 'react-router';
import { helpArticleHref, paths } from '../../../config/paths';

/** The help articles that have a route of their own (spec section 2), by slug. */
export const HELP_ROUTES: Readonly<Record<string, string>> = {
  hyzc: paths.helpHyzc,
  gwzn: paths.helpGwzn,
  aqgy: paths.helpAqgy,
  wzzz: paths.helpWzzz,
  yhxy: paths.helpYhxy,
  zskf: paths.helpZskf,
  tsjy: paths.helpTsjy,
  lxwm: paths.helpLxwm,
  ddzf: paths.helpDdzf,
  hwps: paths.helpHwps,
  ypth: paths.helpYpth,
};

/** A help article at its own route, or, for the group without routes, where the footer links: /help/xrzn/hyzc?id=. */
export const helpHref = (article: { id: number; slug: string }): string => HELP_ROUTES[article.slug] ?? helpArticleHref(article.id);

export const NEWS_LISTS: Readonly<Record<NewsType, { title: string; path: string; categoryId: number }>> = {
  hy: { title: '行业新闻', path: paths.newsHy, categoryId: ARTICLE_CATEGORY.hy },
  company: { title: '公司新闻', path: paths.newsCompany, categoryId: ARTICLE_CATEGORY.company },
};

export const newsInfoHref = (id: number, type: NewsType): string => generatePath(paths.newsInfo, { id: String(id), type });
