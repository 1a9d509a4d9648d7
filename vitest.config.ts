import { defineConfig } from 'vitest/config';

// Integration tests run on embedded PostgreSQL always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set. Each test file gets its own database cloned from a migrated template.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const integration = (kind: 'embedded' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `integration-${kind}`,
    include: ['tests/integration/**/*.test.ts'],
    env: { TEST_DB_KIND: kind },
    globalSetup: ['tests/support/database-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000 },
      },
      integration('embedded'),
      ...(withPostgres ? [integration('postgres')] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          env: { TEST_DB_KIND: 'embedded' },
          globalSetup: ['tests/support/database-global-setup.ts', 'tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time fits a two-core machine best.
          fileParallelism: false,
        },
      },
    ],
  },
});
