/**
 * A box's 追溯码 scanned on the phone (issue 38): the goods it names and, where known, its batch. The store's
 * own shipped box says both; otherwise the code's 药品标识码 or GS1 GTIN names the goods, and only a GS1 code
 * carries its batch. Another store's boxes are never read, so a code tells a buyer nothing of another's orders.
 */
import { Code, type TraceCode, type TraceGoods } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { BizError } from '../../lib/errors.js';
import * as q from './queries.js';

/** The 条码 a GTIN-14 may be stored as: itself, or the EAN-13, UPC-A or EAN-8 it pads with leading zeros. */
function barcodesOf(gtin: string): string[] {
  return [gtin, ...[1, 2, 6].filter((n) => /^0+$/.test(gtin.slice(0, n))).map((n) => gtin.slice(n))];
}

async function goodsOf(db: DbOrTx, code: TraceCode): Promise<number | undefined> {
  if (code.prefix) return q.sellableGoodsOf(db, { prefix: code.prefix });
  if (code.gtin) return q.sellableGoodsOf(db, { barcodes: barcodesOf(code.gtin) });
  return undefined;
}

export async function tracedGoods(db: DbOrTx, storeId: number, code: TraceCode): Promise<TraceGoods> {
  const box = await q.storeBox(db, storeId, code.code);
  const goodsId = box?.goodsId ?? (await goodsOf(db, code));
  if (goodsId === undefined) throw new BizError(Code.NOT_FOUND, `未找到追溯码 ${code.code} 对应的在售商品`, 404);
  const batchNo = code.batch ?? box?.batchNo ?? null;
  const expiresOn = code.expiry ?? box?.expiresOn ?? (batchNo === null ? null : await q.batchExpiry(db, goodsId, batchNo));
  return { goods_id: goodsId, batch_no: batchNo, expires_on: expiresOn };
}
