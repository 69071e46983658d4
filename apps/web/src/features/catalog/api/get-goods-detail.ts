import { queryOptions, useQuery } from '@tanstack/react-query';
import { GoodsDetailView } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** Everything the detail page shows of one goods (GET /api/goods/detail/{id}). */
export const getGoodsDetail = (id: number, signal?: AbortSignal): Promise<GoodsDetailView> =>
  // A withdrawn goods is a refusal the page itself shows in place of the goods, not in a dialog.
  getData(`/api/goods/detail/${id}`, GoodsDetailView, { signal, policy: { onBizError: () => undefined } });

export const goodsDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['goods', 'detail', id], queryFn: ({ signal }) => getGoodsDetail(id, signal) });

export const useGoodsDetail = (id: number) => useQuery({ ...goodsDetailQueryOptions(id), enabled: id > 0 });
