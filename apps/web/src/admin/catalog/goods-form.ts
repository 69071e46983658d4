import { AdminGoodsBody, type AdminGoodsDetail, type AdminGoodsForm } from '@yc/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { apiDay } from '../../lib/format/time';

/** The goods editor's values: switches hold booleans and the expiry a picker day; the rest is the body as sent. */
export type GoodsFormValues = Omit<AdminGoodsForm, 'expiry_date'> & { expiry_date?: Dayjs | null };

export const NEW_GOODS: Partial<GoodsFormValues> = {
  kind: 'western',
  storage: '常温',
  yb_class: '非医保',
  min_qty: 1,
  mid_pack: 1,
  stock: 0,
  qg_number: 0,
  on_sale: true,
  ladder: [],
  level_prices: [],
  tags: [],
};

export function goodsFormValues(g: AdminGoodsDetail): GoodsFormValues {
  const on = (v: number) => v === 1;
  return {
    ...g,
    brand_id: g.brand_id ?? undefined,
    is_free_shipping: on(g.is_free_shipping),
    is_dpby: on(g.is_dpby),
    is_near_expiry: on(g.is_near_expiry),
    is_controlled: on(g.is_controlled),
    contains_ephedrine: on(g.contains_ephedrine),
    is_self_operated: on(g.is_self_operated),
    rx_class: g.rx_class ?? undefined,
    is_essential: on(g.is_essential),
    is_vbp: on(g.is_vbp),
    is_negotiated: on(g.is_negotiated),
    cold_min_c: g.cold_chain?.min,
    cold_max_c: g.cold_chain?.max,
    shelf_life_months: g.shelf_life_months ?? undefined,
    restricted_class: g.restricted_class ?? undefined,
    on_sale: on(g.on_sale),
    tags: g.tags.map((t) => ({ ...t, is_show: on(t.is_show) })),
    expiry_date: g.expiry_date ? dayjs(g.expiry_date) : null,
  };
}

export const goodsBody = (v: GoodsFormValues): AdminGoodsForm => ({ ...v, expiry_date: v.expiry_date ? apiDay(v.expiry_date) : undefined });

/** The editor's field rules: AdminGoodsBody, with its rules across fields (含麻 needs a limit, 近效期 a date...). */
export const goodsRule = zodFormRules(AdminGoodsBody, goodsBody);
