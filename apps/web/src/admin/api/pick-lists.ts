import { queryOptions } from '@tanstack/react-query';
import { getData, type Parser } from '../../lib/http';
import { ADMIN_KEY } from './session';

export type PickKind = 'goods' | 'stores';

/** Goods by name or SKU (of one warehouse, when named), stores by company or phone, for the console's pickers (GET /api/admin/pick/:kind?keywords=). */
export const pickListQueryOptions = <T>(kind: PickKind, list: Parser<T[]>, keywords: string, warehouseId?: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, 'pick', kind, keywords, warehouseId],
    queryFn: ({ signal }) => getData(`/api/admin/pick/${kind}`, list, { params: { keywords, warehouse_id: warehouseId }, signal }),
    staleTime: 30_000,
  });
