import { useQuery } from '@tanstack/react-query';
import { AdminPointsOrderPage, type AdminPointsOrderQuery } from '@yc/contracts';
import { listQuery } from '../../api/query-options';
import { ORDERS_KEY } from './orders';

/** One page of points-mall exchanges to ship (GET /api/admin/points-orders); they ship through useShip('points-orders'). */
export const pointsOrdersQueryOptions = listQuery([ORDERS_KEY, 'points'], '/api/admin/points-orders', AdminPointsOrderPage);

export const usePointsOrders = (query: Partial<AdminPointsOrderQuery>) => useQuery(pointsOrdersQueryOptions(query));
