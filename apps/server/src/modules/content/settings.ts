import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { siteSettings } from '../../db/schema/index.js';

/** The supplier (the platform's wholesale company) as its GSP papers print it: the 随货同行单 and the 首营资料. */
export interface SupplierProfile {
  legal_name: string;
  /** 统一社会信用代码 (营业执照). */
  credit_code: string;
  legal_representative: string;
  quality_manager: string;
  address: string;
  warehouse_address: string;
  registered_capital: string;
  established_on: string;
  business_scope: string;
  drug_licence_no: string;
  drug_licence_valid_to: string;
  gsp_cert_no: string;
  gsp_valid_to: string;
  bank_name: string;
  bank_account: string;
  /** 开户许可证核准号. */
  bank_permit_no: string;
  phone: string;
}

/** Site-wide settings the seed writes and the console edits; each has a typed default. */
export interface SiteSettings {
  hot_line: string;
  site_name: string;
  links: { name: string; url: string }[];
  licence: string[];
  miniprogram_url: string;
  app_url: string;
  quality_inspection: { quality_inspection_url: string; msg: string };
  supplier: SupplierProfile;
  /** Shipping refuses a drug line whose 追溯码 are not all scanned (issue 37): a site_settings row, off (unset) until the warehouse scans. */
  trace_codes_required?: boolean;
}

export const SETTING_DEFAULTS: SiteSettings = {
  hot_line: '',
  site_name: '',
  links: [],
  licence: [],
  miniprogram_url: '',
  app_url: '',
  quality_inspection: { quality_inspection_url: '', msg: '' },
  supplier: {
    legal_name: '',
    credit_code: '',
    legal_representative: '',
    quality_manager: '',
    address: '',
    warehouse_address: '',
    registered_capital: '',
    established_on: '',
    business_scope: '',
    drug_licence_no: '',
    drug_licence_valid_to: '',
    gsp_cert_no: '',
    gsp_valid_to: '',
    bank_name: '',
    bank_account: '',
    bank_permit_no: '',
    phone: '',
  },
  trace_codes_required: false,
};

export async function getSetting<K extends keyof SiteSettings>(db: DbOrTx, key: K): Promise<SiteSettings[K]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return (row?.value as SiteSettings[K] | undefined) ?? SETTING_DEFAULTS[key];
}
