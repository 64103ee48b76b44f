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
          // One module graph per worker instead of one per file: importing it again for each of
          // ~100 files was two thirds of the project's CPU (decision 151).
          isolate: false,
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
          // The app's modules are imported once per worker, not once per file (~1 s of CPU each);
          // every file still gets its own database and app (decision 151).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
