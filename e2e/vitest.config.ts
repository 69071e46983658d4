import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    setupFiles: ['csp-guard.ts', 'wired-domains.ts'],
    // One browser-driven file at a time: two cores, and journeys share the demo store.
    fileParallelism: false,
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
