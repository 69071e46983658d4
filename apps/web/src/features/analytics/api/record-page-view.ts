import { useMutation } from '@tanstack/react-query';
import type { PageViewBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Counts a page view for the traffic statistics; a lost one is not worth bothering the buyer. */
export const recordPageView = async (body: PageViewBody): Promise<void> => {
  await postForm('/api/analytics/page_view', body, { policy: { silent: true } });
};

export const useRecordPageView = () => useMutation({ mutationFn: recordPageView });
