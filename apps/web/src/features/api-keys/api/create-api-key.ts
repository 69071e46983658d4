import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiKey, type CreateApiKeyBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { API_KEYS_KEY } from './get-api-keys';

/** A new key; its answer is the one time the secret is ever sent (POST /api/company/api_keys {name}). */
export const createApiKey = async (body: CreateApiKeyBody): Promise<CreatedApiKey> => CreatedApiKey.parse(await postForm('/api/company/api_keys', body));

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY }) });
};
