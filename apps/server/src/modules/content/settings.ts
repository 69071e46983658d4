import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';

/** Site-wide settings the seed writes and the console edits; each has a typed default. */
export interface SiteSettings {
  hot_line: string;
  site_name: string;
  links: { name: string; url: string }[];
  licence: string[];
  miniprogram_url: string;
  app_url: string;
  quality_inspection: { quality_inspection_url: string; msg: string };
}

export const SETTING_DEFAULTS: SiteSettings = {
  hot_line: '',
  site_name: '',
  links: [],
  licence: [],
  miniprogram_url: '',
  app_url: '',
  quality_inspection: { quality_inspection_url: '', msg: '' },
};

export async function getSetting<K extends keyof SiteSettings>(db: DbOrTx, key: K): Promise<SiteSettings[K]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return (row?.value as SiteSettings[K] | undefined) ?? SETTING_DEFAULTS[key];
}
