/**
 * The phone store (m.html, src/m) as a build of its own, written into the desktop build's folder once that is done:
 * its chunks are its own, so no desktop page loads phone code and the phone pages load none of the desktop shell
 * (one build with two entries put what both use in the desktop's shell chunk). Its manifest is m-manifest.json,
 * read by its own budget (scripts/bundle-budget.mjs mobile).
 */
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { bundleBudget } from './bundle-budget.ts';
import { precompress } from './precompress.ts';

export function mobileStore(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'yc-mobile-store',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        root,
        base: '/',
        logLevel: 'warn',
        plugins: [react(), precompress(), bundleBudget('mobile')],
        build: {
          outDir,
          emptyOutDir: false,
          manifest: '.vite/m-manifest.json',
          rolldownOptions: {
            input: path.join(root, 'm.html'),
            output: {
              entryFileNames: 'assets/m-[name]-[hash].js',
              chunkFileNames: 'assets/m-[name]-[hash].js',
              assetFileNames: 'assets/m-[name]-[hash][extname]',
              codeSplitting: {
                groups: [
                  // As on the desktop: React changes less often than the pages, so it stays cached across releases.
                  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
                  { name: 'shell', tags: ['$initial'], priority: 10 },
                  // What two pages or more share (the goods card, the stepper, the price display) in one file: a page
                  // is then the shell, React, this and its own chunk, a few requests on a phone's network.
                  { name: 'common', minShareCount: 2, priority: 5 },
                ],
              },
            },
          },
        },
      });
    },
  };
}
