import { useQuery } from '@tanstack/react-query';
import { AdminBroadcastPage, type AdminBroadcastForm, type PageQuery } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';

const MESSAGES_KEY = 'messages';

/** One page of the site messages sent to stores (GET /api/admin/messages). */
export const broadcastsQueryOptions = listQuery([MESSAGES_KEY], '/api/admin/messages', AdminBroadcastPage);

export const useBroadcasts = (query: PageQuery) => useQuery(broadcastsQueryOptions(query));

export const useBroadcast = () =>
  useAdminMutation((body: AdminBroadcastForm) => postForm('/api/admin/messages', body), { done: '消息已发送', refresh: [MESSAGES_KEY] });
