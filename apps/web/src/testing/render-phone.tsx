import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createQueryClient } from '../app/query-client';
import { setNavigator } from '../lib/http';
import { navigate } from '../m/router';
import { Shell } from '../m/shell';

/** The phone store at `url`, its shell and page on a fresh query cache, connected as m/main.tsx connects it. */
export function renderPhone(url: string) {
  window.history.replaceState({}, '', url);
  // The HTTP layer's redirects (a visitor sent to the login) land on phone pages.
  setNavigator({
    navigate: (to) => navigate(to.startsWith('/m/') ? to : `/m${to}`),
    currentPath: () => window.location.pathname + window.location.search,
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Shell />
    </QueryClientProvider>,
  );
}
