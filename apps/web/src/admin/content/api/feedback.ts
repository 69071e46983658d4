import { useQuery } from '@tanstack/react-query';
import { AdminFeedbackPage, type AdminFeedbackQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const FEEDBACK_KEY = 'feedback';

/** One page of the stores' feedback (GET /api/admin/feedback). */
export const feedbackQueryOptions = listQuery([FEEDBACK_KEY], '/api/admin/feedback', AdminFeedbackPage);

export const useFeedback = (query: Partial<AdminFeedbackQuery>) => useQuery(feedbackQueryOptions(query));

export const useReplyFeedback = () =>
  useAdminMutation(({ id, reply }: { id: number; reply: string }) => postForm(`/api/admin/feedback/${id}/reply`, { reply }), {
    done: '已回复，门店可在意见反馈中查看',
    refresh: [FEEDBACK_KEY],
  });
