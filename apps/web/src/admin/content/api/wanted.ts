import { useQuery } from '@tanstack/react-query';
import { AdminWantedPage, type AdminWantedQuery, type AdminWantedReplyBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const WANTED_KEY = 'wanted';

/** One page of the stores' product-wanted requests (GET /api/admin/wanted). */
export const wantedQueryOptions = listQuery([WANTED_KEY], '/api/admin/wanted', AdminWantedPage);

export const useWanted = (query: Partial<AdminWantedQuery>) => useQuery(wantedQueryOptions(query));

export const useReplyWanted = () =>
  useAdminMutation(({ id, body }: { id: number; body: AdminWantedReplyBody }) => postForm(`/api/admin/wanted/${id}/reply`, body), {
    done: '已回复，门店可在品种求购中查看',
    refresh: [WANTED_KEY],
  });
