import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ActivityInfo, type ActivityKind } from '@yc/contracts';
import { getData } from '../../../lib/http';

export type ActivityRef = { id: number } | { kind: ActivityKind };

/**
 * One activity by id, or the featured one of a kind (null when the kind has none): GET /api/activity/info.
 * A refusal (an unknown activity) is the page's to show, as /noActivity, rather than an alert.
 */
export const getActivity = (ref: ActivityRef, signal?: AbortSignal): Promise<ActivityInfo | null> =>
  getData('/api/activity/info', ActivityInfo.nullable(), { params: ref, signal, policy: { onBizError: () => undefined } });

export const activityQueryOptions = (ref: ActivityRef) =>
  queryOptions({ queryKey: ['activity', 'info', ref], queryFn: ({ signal }) => getActivity(ref, signal), retry: false });

/** Nothing is asked while there is no activity to ask for. */
export const useActivity = (ref: ActivityRef | null) =>
  useQuery(ref ? activityQueryOptions(ref) : { queryKey: ['activity', 'info', 'none'], queryFn: skipToken });
