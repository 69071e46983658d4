/** Site content of the demo storefront: header, footer, banners, help centre, news, privacy policy. */
export { appLinks, company, footerLicences, friendlyLinks, hotSearches, navItems, qualityInspection, supplier } from './content/site.js';
export { bannerSlots } from './content/banners.js';
export { floorAdSlots } from './content/floors.js';
export { helpArticles, helpGroups } from './content/help-articles.js';
export { industryNews, news } from './content/news.js';
export { privacyPolicy } from './content/privacy.js';
export { hanCount } from './content/html.js';
