import { SITE_TITLE } from '@yc/contracts';

// The site title is "brand - slogan"; the logo and copyright show its parts.
const [name = SITE_TITLE, slogan = ''] = SITE_TITLE.split(' - ');

export const BRAND_NAME = name;
export const BRAND_SLOGAN = slogan;
