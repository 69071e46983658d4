import { queryOptions, useQuery } from '@tanstack/react-query';
import { HelpCategories } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The footer's help groups and their articles (GET /api/article/help_categories). */
export const getHelpCategories = (signal?: AbortSignal): Promise<HelpCategories> =>
  getData('/api/article/help_categories', HelpCategories, { signal });

export const helpCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['article', 'help_categories'],
    queryFn: ({ signal }) => getHelpCategories(signal),
    staleTime: 30 * 60_000,
  });

export const useHelpCategories = () => useQuery(helpCategoriesQueryOptions());
