import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests (domain, shared, web helpers, the test scripts' decisions) and API tests that start the real app
// against a real database (embedded PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/web/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Property tests run hundreds of cases; a busy machine is up to four times slower.
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is memory-hungry; two workers match the two cores of CI.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
