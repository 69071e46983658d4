import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Each file clones the seeded template into a database of its own, so files run side by side.
    setupFiles: ['test/file-database.ts'],
    fileParallelism: true,
    // PostgreSQL does most of the waiting, so three files side by side keep two cores busy (309 s → 192 s).
    maxWorkers: 3,
    // Groups run one after another: unit tests, then API tests, then browser journeys.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
