import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageReadResult } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { USER_BASE_KEY } from '../../../api/get-user-base';

export type ReadMessagesInput = { ids: number[] } | { all: 1 };

/** Marks messages read (POST /api/user/messages/read {ids} or {all: 1}). */
export const readMessages = async (body: ReadMessagesInput): Promise<MessageReadResult> =>
  MessageReadResult.parse(await postForm('/api/user/messages/read', body));

export const useReadMessages = () => {
  const queryClient = useQueryClient();
  // The toolbar's badge is the session user's message_count: it must follow.
  return useMutation({
    mutationFn: readMessages,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['member', 'messages'] }),
        queryClient.invalidateQueries({ queryKey: USER_BASE_KEY }),
      ]),
  });
};
