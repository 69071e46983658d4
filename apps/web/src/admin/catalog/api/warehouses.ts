import { useQuery } from '@tanstack/react-query';
import { AdminWarehouses, type AdminWarehouseForm } from '@yc/contracts';
import { useSaveRow } from '../../api/mutation';
import { fixedQuery } from '../../api/query-options';
import { GOODS_KEY } from './goods';

const WAREHOUSES_KEY = 'warehouses';

/** Every warehouse with its stock at a glance (GET /api/admin/warehouses). */
export const warehousesQueryOptions = fixedQuery([WAREHOUSES_KEY], '/api/admin/warehouses', AdminWarehouses);

export const useWarehouses = () => useQuery(warehousesQueryOptions());

export const useSaveWarehouse = () =>
  useSaveRow<AdminWarehouseForm>('/api/admin/warehouses', {
    done: '仓库已保存',
    // The goods editor and list choose from the warehouses.
    refresh: [WAREHOUSES_KEY, GOODS_KEY],
  });
