import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyList } from '@yc/contracts';
import { getData } from '../../../lib/http';

export const API_KEYS_KEY = ['company', 'api-keys'] as const;

/** The company's API keys, newest first, each by its first characters only (GET /api/company/api_keys). */
export const getApiKeys = (signal?: AbortSignal): Promise<ApiKeyList> => getData('/api/company/api_keys', ApiKeyList, { signal });

export const apiKeysQueryOptions = () => queryOptions({ queryKey: API_KEYS_KEY, queryFn: ({ signal }) => getApiKeys(signal) });

export const useApiKeys = ({ enabled }: { enabled: boolean }) => useQuery({ ...apiKeysQueryOptions(), enabled });
