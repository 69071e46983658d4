import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { mobileStore } from './build/mobile-store.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), bundleBudget('desktop'), mobileStore()],
  server: {
    // ws: the chat sockets under /api go through the same proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    // scripts/bundle-budget.mjs reads which chunks each page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React changes less often than the pages, so it stays cached across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 20 },
            // Everything the entry imports statically runs on every first visit anyway: one file instead of the
            // ~45 shared pieces the automatic split cut it into, each a request and, on HTTP/1.1's six
            // connections, a round trip. antd is not in it (components/ui/antd): it stays with the parts that use
            // it (forcing all of antd into one chunk made every page load every component, 1.1 MB).
            { name: 'shell', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});
