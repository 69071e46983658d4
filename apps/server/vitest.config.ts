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
    // Passwords hashed at scrypt N=2^14 rather than OWASP's 2^17 (lib/password.ts): the lock tests check dozens in a row.
    env: { PASSWORD_HASH_COST: 'test' },
    hookTimeout: 120_000,
  },
});
