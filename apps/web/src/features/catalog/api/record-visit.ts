import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { postForm } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';

/** Puts goods at the top of the store's browsing history, /wdzj (POST /api/goods/visit {goods_id}); a failure is not the buyer's business. */
export const recordVisit = async (goodsId: number): Promise<void> => {
  await postForm('/api/goods/visit', { goods_id: goodsId }, { policy: { silent: true } });
};

/** Records a member's view of the detail page once per goods shown, and refreshes the history. */
export function useRecordVisit(goodsId: number): void {
  const queryClient = useQueryClient();
  const member = useSessionStore((state) => state.status === 'member');
  useEffect(() => {
    if (!member) return;
    recordVisit(goodsId).then(
      () => queryClient.invalidateQueries({ queryKey: ['goods', 'visit'] }),
      () => undefined,
    );
  }, [member, goodsId, queryClient]);
}
