import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '../../../lib/http';
import { API_KEYS_KEY } from './get-api-keys';

/** Revokes a key: the ERP's next call with it is refused (POST /api/company/api_keys/:id/revoke). */
export const revokeApiKey = async (id: number): Promise<void> => {
  await postForm(`/api/company/api_keys/${id}/revoke`);
};

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
};
