import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Files share one seeded database; a few workers keep PostgreSQL connections modest on 2 cores.
    maxWorkers: 2,
    // Groups run one after another: unit tests, then API tests, then browser journeys.
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
