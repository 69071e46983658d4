import { useEffect } from 'react';
import { feedbackHost } from '../../../lib/http/feedback-host-state';
import { useAfterLoad } from '../use-after-load';

/**
 * Mounts the feedback host (antd's App) once the page has loaded, on an antd-free page whose actions ask or answer in
 * a dialog (the cart's 删除, a refused quantity's 温馨提示): the first of them then opens at once instead of waiting for
 * antd, which the page's first paint did not. `drawn` holds it back until the page has what it shows (the orders'
 * first answer), so on a slow line antd's scripts do not queue before that request.
 */
export function useFeedbackAfterLoad(drawn = true): void {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    if (afterLoad && drawn) void feedbackHost();
  }, [afterLoad, drawn]);
}
