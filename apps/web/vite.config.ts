import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  base: '/',
  plugins: [react(), precompress(), bundleBudget()],
  server: {
    // ws: the chat sockets under /api go through the same proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    // scripts/bundle-budget.mjs reads which chunks each page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes less often than the pages, so it stays cached across releases. antd is left to the
        // route-level split: forcing it into one chunk made every page load every component (1.1 MB).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
