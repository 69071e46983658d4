import type { NewsType } from '@yc/contracts';

import type { LoadPage as Load } from './route-helpers';

// The help and news pages are chunks of their own, loaded on first visit like the catalogue's.
/** A help route shows its own article, or the one its ?id= names (the footer links all go to /help/xrzn/hyzc?id=). */
export const helpArticle =
  (slug: string): Load =>
  async () =>
    (await import('../../features/content/pages/help-article-page')).helpArticleScreen(slug);

export const newsList =
  (type: NewsType): Load =>
  async () =>
    (await import('../../features/content/pages/news-list-page')).newsListScreen(type);

export const newsInfo: Load = async () => (await import('../../features/content/pages/news-info-page')).NewsInfoPage;

export const privacy: Load = async () => (await import('../../features/content/pages/privacy-page')).PrivacyPage;
