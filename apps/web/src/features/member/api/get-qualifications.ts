import { queryOptions, useQuery } from '@tanstack/react-query';
import { QualificationList } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's review state and current certificates (GET /api/user/zizhi). */
export const getQualifications = (signal?: AbortSignal): Promise<QualificationList> =>
  getData('/api/user/zizhi', QualificationList, { signal });

export const qualificationsQueryOptions = () =>
  queryOptions({ queryKey: ['member', 'zizhi'], queryFn: ({ signal }) => getQualifications(signal) });

export const useQualifications = () => useQuery(qualificationsQueryOptions());
