import { queryOptions, useQuery } from '@tanstack/react-query';
import { PhoneExists } from '@yc/contracts';
import { getData } from '../../../lib/http';

/**
 * Whether a login already uses the phone (GET /api/user/phone/{value}). Asked while the buyer
 * types, so a refusal (rate limit) stays quiet: the submit checks again anyway.
 */
export const getPhoneExists = (phone: string, signal?: AbortSignal): Promise<PhoneExists> =>
  getData(`/api/user/phone/${encodeURIComponent(phone)}`, PhoneExists, { signal, policy: { silent: true } });

export const phoneExistsQueryOptions = (phone: string) =>
  queryOptions({ queryKey: ['register', 'phone', phone], queryFn: ({ signal }) => getPhoneExists(phone, signal), staleTime: 30_000 });

export const usePhoneExists = (phone: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...phoneExistsQueryOptions(phone), enabled });
