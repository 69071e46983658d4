/** Delivery addresses of the current store (/zhzx/addr and checkout step 2). */
import { z } from './zod.js';
import { dbIdParam } from './goods.js';
import { mobile } from './validators.js';

const text = (label: string, max: number) =>
  z
    .string({ message: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过${max}个字`);

/** A store keeps at most this many addresses. */
export const ADDRESS_LIMIT = 20;

export const AddressBody = z.strictObject({
  consignee: text('收货人', 20),
  phone: mobile('收货人手机号'),
  province: text('省份', 20),
  city: text('城市', 20),
  district: z.string({ message: '区县不正确' }).trim().max(20, '区县不能超过20个字').default(''),
  detail: text('详细地址', 100),
  is_default: z
    .preprocess(
      (v) => (v === 'true' ? 1 : v === 'false' ? 0 : v),
      z.coerce
        .number({ message: '默认地址设置不正确' })
        .int('默认地址设置不正确')
        .min(0, '默认地址设置不正确')
        .max(1, '默认地址设置不正确'),
    )
    .default(0),
});
export type AddressBody = z.infer<typeof AddressBody>;

export const AddressParams = z.object({ id: dbIdParam('收货地址编号') });
export type AddressParams = z.infer<typeof AddressParams>;

export const AddressView = z.object({
  id: z.number().int(),
  consignee: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  /** Province, city, district and detail as one line, for the page. */
  full_address: z.string(),
  is_default: z.number().int(),
});
export type AddressView = z.infer<typeof AddressView>;

export const AddressList = z.array(AddressView);
export type AddressList = z.infer<typeof AddressList>;

export const AddressDeleted = z.object({ id: z.number().int() });
export type AddressDeleted = z.infer<typeof AddressDeleted>;
