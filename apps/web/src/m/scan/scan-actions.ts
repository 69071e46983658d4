/**
 * What a scan does: the goods a code names is looked up as the desktop's search box looks up a scanned 条码
 * (GET /api/goods/list with the code, one goods found) or by its 追溯码 (GET /api/goods/trace_code), then opened,
 * or on the cart added at its minimum quantity (起订量, whole 中包装 where the goods is sold so). Failures are
 * answered as words for the scan sheet, not as the HTTP layer's dialog: a dialog over the camera would stop a
 * pharmacist scanning box after box.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CartAddResult, SearchType, TraceGoods, type CartAddBody, type GoodsCard, type TraceCode } from '@yc/contracts';
import { toCartLine } from '../../features/catalog/api/add-to-cart';
import { goodsDetailQueryOptions } from '../../features/catalog/api/get-goods-detail';
import { getGoodsList } from '../../features/catalog/api/get-goods-list';
import { invalidateCart } from '../../lib/cart-events';
import { getData, isApiError, postForm } from '../../lib/http';
import { quantityRange } from '../../lib/quantity';
import { goodsHref, searchHref } from '../paths';
import { readScannedCode } from './scan-code';

export type ScanMode = 'open' | 'cart';

type ScanOutcome =
  /** Open this page (the goods, or the list when a 条码 names several goods). */
  | { kind: 'open'; href: string; note: string }
  | { kind: 'added'; name: string; number: number; unit: string; notices: string[] }
  /** Nothing done: why, in Chinese. */
  | { kind: 'failed'; message: string };

const SILENT = { policy: { silent: true } } as const;

interface Found {
  goods: GoodsCard;
  /** 批号 and expiry a 追溯码 told. */
  note: string;
}

const failed = (message: string): ScanOutcome => ({ kind: 'failed', message });

/** An ApiError's words (the server's refusal, a timeout, the network), else a general line. */
const wordsOf = (error: unknown, fallback: string): string => (isApiError(error) && error.message ? error.message : fallback);

async function byBarcode(code: string): Promise<Found[]> {
  const page = await getGoodsList({ keywords: code, type: SearchType.DRUG, sort: 'default', page: 1, page_size: 2 });
  return page.list.map((goods) => ({ goods, note: '' }));
}

async function byTraceCode(queryClient: QueryClient, code: TraceCode): Promise<Found> {
  const traced = await getData('/api/goods/trace_code', TraceGoods, { ...SILENT, params: { code: code.code } });
  const goods = await queryClient.fetchQuery(goodsDetailQueryOptions(traced.goods_id));
  const note = [traced.batch_no && `批号 ${traced.batch_no}`, traced.expires_on && `有效期至 ${traced.expires_on}`]
    .filter(Boolean)
    .join('，');
  return { goods, note };
}

async function addToCart(queryClient: QueryClient, { goods, note }: Found): Promise<ScanOutcome> {
  if (goods.is_buy === 0) return failed(`${goods.name}：${goods.buy_reason || '暂不可购买'}`);
  const range = quantityRange(goods);
  if (range.max === 0) return failed(`${goods.name} 暂时缺货`);
  const number = Math.max(1, range.min);
  const body: CartAddBody = {
    params: [toCartLine({ goods_id: goods.id, price: goods.price ?? 0, number, ck_id: goods.ck_id, goods_price_id: goods.goods_price_id })],
  };
  const result = CartAddResult.parse(await postForm('/api/cart', body, SILENT));
  await invalidateCart(queryClient);
  return { kind: 'added', name: goods.name, number, unit: goods.bzdw, notices: note ? [note, ...result.notices] : result.notices };
}

/** Looks up what `text` names and opens it or puts it in the cart. */
export async function actOnScan(queryClient: QueryClient, text: string, mode: ScanMode): Promise<ScanOutcome> {
  const scanned = readScannedCode(text);
  if (scanned.kind === 'invalid') return failed(scanned.error);
  try {
    let found: Found;
    if (scanned.kind === 'barcode') {
      const matches = await byBarcode(scanned.code);
      if (matches.length === 0) return failed(`未找到条码 ${scanned.code} 对应的商品`);
      if (matches.length > 1) {
        if (mode === 'open') return { kind: 'open', href: searchHref(scanned.code), note: '' };
        return failed(`条码 ${scanned.code} 对应多个商品，请搜索后选择`);
      }
      found = matches[0]!;
    } else {
      found = await byTraceCode(queryClient, scanned.code);
    }
    if (mode === 'open') return { kind: 'open', href: goodsHref(found.goods.id), note: found.note };
    return await addToCart(queryClient, found);
  } catch (error) {
    if (isApiError(error) && error.kind === 'unauthorized') return failed('请先登录后再扫码');
    return failed(wordsOf(error, '扫码查询失败，请稍后再试'));
  }
}
