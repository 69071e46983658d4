import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { connectRouter, routes } from '../app/router';
import type { FakeApi } from './fake-api';

/**
 * The whole app at a path, with its HTTP answered by the given fake API.
 * RouterProvider comes from react-router itself: under Vitest, react-router/dom loads a second copy of the router context.
 */
export function renderApp(path: string, api: FakeApi) {
  api.install();
  const router = connectRouter(createMemoryRouter(routes, { initialEntries: [path] }));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
