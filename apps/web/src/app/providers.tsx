import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useFeedbackHost } from '../lib/http/feedback-host-state';

const FeedbackHost = lazy(async () => ({ default: (await import('../components/ui/antd/feedback-host')).FeedbackHost }));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * TanStack Query for the whole app, and antd's message and dialog host once something has to be said. antd is not
 * here: the shell and the pages of a first visit draw without it, and each part that uses it brings its own scope
 * (components/ui/antd), so a first visit does not download it.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const hostWanted = useFeedbackHost((state) => state.wanted);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
