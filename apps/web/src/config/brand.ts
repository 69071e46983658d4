import { SITE_TITLE } from '@yc/contracts';

// The site title is "brand - slogan"; the logo and copyright show its parts.
const [name = SITE_TITLE, slogan = ''] = SITE_TITLE.split(' - ');

export const BRAND_NAME = name;
export const BRAND_SLOGAN = slogan;

/** The store's red and its muted text grey (index.css has them as --yc-red, --yc-text-muted): 4.5:1 or more on white and light greys. */
export const BRAND_RED = '#cf2a2e';
export const TEXT_MUTED = '#666666';
