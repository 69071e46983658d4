import { useQuery } from '@tanstack/react-query';
import { AdminNavTree, type AdminNavForm } from '@yc/contracts';
import { useDeleteRow, useSaveRow } from '../../api/mutation';
import { fixedQuery } from '../../api/query-options';

const NAV_KEY = 'nav';

/** The header's navigation tree (GET /api/admin/nav). */
export const navTreeQueryOptions = fixedQuery([NAV_KEY], '/api/admin/nav', AdminNavTree);

export const useNavTree = () => useQuery(navTreeQueryOptions());

export const useSaveNav = () => useSaveRow<AdminNavForm>('/api/admin/nav', { done: '导航已保存', refresh: [NAV_KEY] });

export const useDeleteNav = () => useDeleteRow('/api/admin/nav', { done: '导航已删除', refresh: [NAV_KEY] });
