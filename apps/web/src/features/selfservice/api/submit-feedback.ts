import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Sends feedback to the operators (POST /api/user/feedback). */
export const submitFeedback = async (body: FeedbackBody): Promise<void> => {
  await postForm('/api/user/feedback', body);
};

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['selfservice', 'feedback'] }),
  });
};
