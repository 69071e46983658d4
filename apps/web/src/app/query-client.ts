import { QueryClient } from '@tanstack/react-query';

// The HTTP layer already told the buyer about a failure; retrying or refetching on focus would tell them again.
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
