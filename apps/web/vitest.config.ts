import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Under Node, `antd` resolves to its CommonJS build (lib) and a deep `antd/es/...` import to a second copy of antd
    // with contexts of its own; pointing those at lib gives one antd, as the build's one es copy is.
    resolve: { alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }] },
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
    },
  }),
);
