/** The phone store (m.html): its own shell and pages on the desktop store's API client, query hooks and contracts. */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../app/query-client';
import { setNavigator } from '../lib/http';
import { choosePhone } from './paths';
import { navigate } from './router';
import { Shell } from './shell';
import './m.css';

const container = document.getElementById('root');
if (!container) throw new Error('m.html has no #root element');

// The router puts back each entry's scroll position itself, once its page has drawn.
window.history.scrollRestoration = 'manual';
choosePhone();
// The HTTP layer sends a visitor to /login and an unsigned store to /dzht: here, to their phone pages.
setNavigator({
  navigate: (to) => navigate(to.startsWith('/m/') ? to : `/m${to}`),
  currentPath: () => window.location.pathname + window.location.search,
});

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <Shell />
    </QueryClientProvider>
  </StrictMode>,
);
