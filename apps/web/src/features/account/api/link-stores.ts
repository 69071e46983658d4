import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LinkedStores, type MultiLinkBody } from '@yc/contracts';
import { postForm, type RequestPolicy } from '../../../lib/http';
import { linkedStoresQueryOptions } from '../../../api/get-linked-stores';

/** Links the stores another login owns, proven by its password (POST /api/multi/link {username, password}); answers the new list. */
export const linkStores = async (body: MultiLinkBody, policy?: RequestPolicy): Promise<LinkedStores> =>
  LinkedStores.parse(await postForm('/api/multi/link', body, { policy }));

export const useLinkStores = (policy?: RequestPolicy) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MultiLinkBody) => linkStores(body, policy),
    onSuccess: (stores) => queryClient.setQueryData(linkedStoresQueryOptions().queryKey, stores),
  });
};
