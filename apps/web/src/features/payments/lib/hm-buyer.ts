/**
 * A 含麻 order's 采购人 on the pay pages (desktop and phone): the store's previous one offered first,
 * otherwise a name and a 身份证号 checked by the contract's GB 11643 rule before anything is sent.
 */
import { HmBuyerBody, type OrderInfo, type PayOrderBody } from '@yc/contracts';
import { useState } from 'react';

export type HmBuyerField = 'name' | 'id_no';
type HmBuyerPart = Pick<PayOrderBody, 'hm_buyer' | 'hm_buyer_last'>;

export function useHmBuyer() {
  // null: as offered (the previous 采购人 when the store has one).
  const [reuse, setReuse] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [idNo, setIdNo] = useState('');
  const [error, setError] = useState<{ field: HmBuyerField; message: string } | null>(null);
  const reusing = (order: OrderInfo) => order.hm_buyer_last !== null && reuse !== false;
  return {
    reusing,
    setReuse,
    name,
    idNo,
    error,
    setName: (v: string) => (setName(v), setError(null)),
    setIdNo: (v: string) => (setIdNo(v), setError(null)),
    /** What the payment sends for the 采购人, or null when a field is wrong (its message then shown beside it). */
    part(order: OrderInfo): HmBuyerPart | null {
      if (order.is_hm !== 1) return {};
      if (reusing(order)) return { hm_buyer_last: 1 };
      const parsed = HmBuyerBody.safeParse({ name, id_no: idNo });
      if (parsed.success) return { hm_buyer: parsed.data };
      const issue = parsed.error.issues[0];
      setError({ field: issue.path[0] === 'id_no' ? 'id_no' : 'name', message: issue.message });
      return null;
    },
  };
}
export type HmBuyerState = ReturnType<typeof useHmBuyer>;
