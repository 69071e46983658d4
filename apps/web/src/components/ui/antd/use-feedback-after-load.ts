import { useEffect } from 'react';
import { feedbackHost } from '../../../lib/http/feedback-host-state';
import { useAfterLoad } from '../use-after-load';

/**
 * Mounts the feedback host (antd's App) once the page has loaded, on an antd-free page whose actions ask or answer in
 * a dialog (the cart's 删除, a refused quantity's 温馨提示): the first of them then opens at once instead of waiting for
 * antd, which the page's first paint did not.
 */
export function useFeedbackAfterLoad(): void {
  const afterLoad = useAfterLoad();
  useEffect(() => {
    if (afterLoad) void feedbackHost();
  }, [afterLoad]);
}
