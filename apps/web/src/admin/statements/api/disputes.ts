import { useQuery } from '@tanstack/react-query';
import { AdminDisputePage, type AdminDisputeQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const DISPUTES_KEY = 'statement-disputes';

/** One page of the disputes stores raised on their 对账单 (GET /api/admin/statement-disputes). */
export const disputesQueryOptions = listQuery([DISPUTES_KEY], '/api/admin/statement-disputes', AdminDisputePage);

export const useDisputes = (query: Partial<AdminDisputeQuery>) => useQuery(disputesQueryOptions(query));

/** The answer closes the dispute and lands in the store's messages (POST /api/admin/statement-disputes/:id/reply {reply}). */
export const useAnswerDispute = () =>
  useAdminMutation(({ id, reply }: { id: number; reply: string }) => postForm(`/api/admin/statement-disputes/${id}/reply`, { reply }), {
    done: '已答复，门店可在对账单和消息中查看',
    refresh: [DISPUTES_KEY],
  });
