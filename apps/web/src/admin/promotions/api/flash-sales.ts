import { useQuery } from '@tanstack/react-query';
import { AdminFlashSalePage, type AdminFlashSaleForm, type PageQuery, type PromotionStatus } from '@yc/contracts';
import { useDeleteRow, useSaveRow } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const FLASH_SALES_KEY = 'flash-sales';

/** One page of flash sales, by where their windows stand (GET /api/admin/flash-sales). */
export const flashSalesQueryOptions = listQuery([FLASH_SALES_KEY], '/api/admin/flash-sales', AdminFlashSalePage);

export const useFlashSales = (query: PageQuery & { status?: PromotionStatus }) => useQuery(flashSalesQueryOptions(query));

export const useSaveFlashSale = () =>
  useSaveRow<AdminFlashSaleForm>('/api/admin/flash-sales', { done: '秒杀活动已保存', refresh: [FLASH_SALES_KEY] });

export const useDeleteFlashSale = () => useDeleteRow('/api/admin/flash-sales', { done: '秒杀活动已删除', refresh: [FLASH_SALES_KEY] });
