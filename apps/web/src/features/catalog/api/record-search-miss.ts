import { useEffect } from 'react';
import { postForm } from '../../../lib/http';

/**
 * Tells the console a search found nothing (POST /api/goods/search/miss {keywords}): a POST, as a GET
 * never changes state; the server checks the query again. A failure is not the buyer's business.
 */
export const recordSearchMiss = async (keywords: string): Promise<void> => {
  await postForm('/api/goods/search/miss', { keywords }, { policy: { silent: true } });
};

/** Reports each query once per empty result shown. */
export function useRecordSearchMiss(keywords: string | undefined, empty: boolean): void {
  useEffect(() => {
    if (keywords && empty) recordSearchMiss(keywords).catch(() => undefined);
  }, [keywords, empty]);
}
