import { useQuery } from '@tanstack/react-query';
import { AdminActivityDetail, AdminActivityPage, type AdminActivityForm, type AdminActivityQuery } from '@yc/contracts';
import { useDeleteRow, useSaveRow } from '../../api/mutation';
import { listQuery, rowQuery } from '../../api/query-options';

const ACTIVITIES_KEY = 'activities';

/** One page of activity pages (GET /api/admin/activities). */
export const activitiesQueryOptions = listQuery([ACTIVITIES_KEY, 'list'], '/api/admin/activities', AdminActivityPage);
/** One activity page with its rules and goods (GET /api/admin/activities/:id). */
export const activityQueryOptions = rowQuery([ACTIVITIES_KEY, 'detail'], (id) => `/api/admin/activities/${id}`, AdminActivityDetail);

export const useActivities = (query: Partial<AdminActivityQuery>) => useQuery(activitiesQueryOptions(query));
export const useActivity = (id: number | null) => useQuery(activityQueryOptions(id));

export const useSaveActivity = () =>
  useSaveRow<AdminActivityForm>('/api/admin/activities', { done: '活动已保存', refresh: [ACTIVITIES_KEY] });

export const useDeleteActivity = () => useDeleteRow('/api/admin/activities', { done: '活动已删除', refresh: [ACTIVITIES_KEY] });
