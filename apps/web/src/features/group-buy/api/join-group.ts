import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GroupJoinResult, type GroupJoinInput } from '@yc/contracts';
import { postForm } from '../../../lib/http';

/** Opens a group (no group_id) or takes a seat in one; answers the unpaid group order (POST /api/activity/group/join). */
export const joinGroup = async (body: GroupJoinInput): Promise<GroupJoinResult> =>
  GroupJoinResult.parse(await postForm('/api/activity/group/join', body));

export const useJoinGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['activity'] }) });
};
