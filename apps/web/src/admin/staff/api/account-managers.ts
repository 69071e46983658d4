import { useQuery } from '@tanstack/react-query';
import { AccountManagerCards, type AccountManagerIdCardBody } from '@yc/contracts';
import { postForm } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { fixedQuery } from '../../api/query-options';

const MANAGERS_KEY = 'account-managers';

/** The account-manager cards, 身份证号 masked (GET /api/admin/account-managers). */
export const managerCardsQueryOptions = fixedQuery([MANAGERS_KEY], '/api/admin/account-managers', AccountManagerCards);

export const useManagerCards = () => useQuery(managerCardsQueryOptions());

/** The 身份证号 the 首营资料's 委托书 prints for a manager ('' clears it). */
export const useSetManagerIdCard = () =>
  useAdminMutation(
    ({ id, body }: { id: number; body: AccountManagerIdCardBody }) => postForm(`/api/admin/account-managers/${id}/id-card`, body),
    { done: '身份证号已保存', refresh: [MANAGERS_KEY] },
  );
