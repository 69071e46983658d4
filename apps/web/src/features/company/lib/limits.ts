import type { FormRule } from 'antd';
import { fenToYuan, SetLimitsBody, yuanToFen } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';

/** A limit as the form holds it (yuan, empty for none) as the API takes it: fen, null for none. */
export const limitFen = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : yuanToFen(value);

/** A limit in fen as the page shows it. */
export const limitText = (fen: number | null): string => (fen === null ? '不限' : yuan(fenToYuan(fen)));

/** A yuan field checked in fen by the contract's own rule, so its message is the server's (须大于0, 不能超过1000万元). */
export const limitRule = (field: 'order_limit_fen' | 'month_limit_fen'): FormRule => ({
  validator: async (_rule, value: number | null | undefined) => {
    const result = SetLimitsBody.shape[field].safeParse(limitFen(value));
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
});
