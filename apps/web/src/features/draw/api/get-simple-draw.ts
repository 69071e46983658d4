import { queryOptions, useQuery } from '@tanstack/react-query';
import { SimpleDraw } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The draw on now and whether this store joined it (GET /api/draw/simple); null when none is on. A popup nobody asked for never raises an alert. */
export const getSimpleDraw = (signal?: AbortSignal): Promise<SimpleDraw | null> =>
  getData('/api/draw/simple', SimpleDraw.nullable(), { signal, policy: { silent: true } });

export const simpleDrawQueryOptions = () => queryOptions({ queryKey: ['draw', 'simple'], queryFn: ({ signal }) => getSimpleDraw(signal) });

export const useSimpleDraw = (enabled: boolean) => useQuery({ ...simpleDrawQueryOptions(), enabled });
