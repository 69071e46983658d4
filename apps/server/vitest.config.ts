import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Files share one seeded database, and the console's tests change the catalogue that the listing
    // tests count while they count it: one file at a time keeps every file's view of the data its own.
    fileParallelism: false,
    // Groups run one after another: unit tests, then API tests, then browser journeys.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
