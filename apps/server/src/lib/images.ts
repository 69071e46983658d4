/** SVG artwork the server draws from rows (and the demo seed stores): goods pack shots, ad banners, brand logos, category icons and quality reports. */
export { goodsImageSvg } from './images/goods-image.js';
export { bannerSvg } from './images/banner.js';
export { brandLogoSvg } from './images/brand-logo.js';
export { categoryIconSvg } from './images/category-icon.js';
export { qualityReportSvg } from './images/quality-report.js';
export { escapeXml } from './images/svg-text.js';
