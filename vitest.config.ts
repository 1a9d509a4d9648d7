import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests run on embedded PostgreSQL always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set. Each test file gets its own database cloned from a migrated template.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Integration files that replace a module with vi.mock (a counting password hasher): each needs a
 * module registry of its own. Every other unit and integration file shares its worker's modules
 * (isolate: false): the server's code is imported once per worker, not once per file (issue 28:
 * the unit and integration run in 56 s instead of 85 s on two cores). Each file still opens its own
 * database and app.
 */
const MOCKING_FILES = ['tests/integration/auth.test.ts', 'tests/integration/login-throttle.test.ts'];

/**
 * The operations' integration files, which `npm test` leaves to `npm run test:full` (issue 28): a
 * backup taken and restored through the scripts, the demo set's first load (its photos processed),
 * the admin:create command, the embedded database's restarts, crashes and concurrent migrations, the
 * orchestrator's probes (/healthz, /readyz) over a database never migrated and one that is gone.
 * Each starts processes or databases whole; together about 160 s of CPU on the two-core machine that
 * a change to a page or a journey rarely touches.
 */
const OPERATIONS_FILES = [
  'tests/integration/backup-restore.test.ts',
  'tests/integration/demo-seed.test.ts',
  'tests/integration/admin-create.test.ts',
  'tests/integration/database.test.ts',
  'tests/integration/health.test.ts',
];

const integration = (kind: 'embedded' | 'postgres') => {
  const settings = {
    env: { TEST_DB_KIND: kind },
    globalSetup: ['tests/support/database-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    {
      extends: true as const,
      test: {
        ...settings,
        name: `integration-${kind}`,
        include: ['tests/integration/**/*.test.ts'],
        exclude: [...configDefaults.exclude, ...MOCKING_FILES, ...OPERATIONS_FILES],
        isolate: false,
      },
    },
    {
      extends: true as const,
      test: { ...settings, name: `integration-${kind}-mocks`, include: MOCKING_FILES },
    },
    {
      extends: true as const,
      test: { ...settings, name: `operations-${kind}`, include: OPERATIONS_FILES, isolate: false },
    },
  ];
};

/**
 * The second e2e lane (issue 28): the PostgreSQL server restarted for real, then the fetch-only
 * hostile-input table and page cache, and the languages. `npm test` runs it after the unit and
 * integration files and beside the first lane (package.json: test:node-then-lane2), so the two cores
 * stay busy to the end. After the integration files, because database-restart restarts the PostgreSQL
 * server the postgres project uses. Each lane has its own worker, server and Chromium; the lanes are
 * balanced to end within seconds of each other.
 */
const SECOND_LANE_E2E = [
  'tests/e2e/database-restart.test.ts',
  'tests/e2e/hostile-input.test.ts',
  'tests/e2e/languages.test.ts',
  'tests/e2e/page-cache.test.ts',
];

/**
 * What `npm test` leaves to `npm run test:full`, which `.ci/run` runs after it (issue 28). `npm test`
 * ends within six minutes on the two-core machine only if it does about half the work of the whole
 * suite, which takes some 1,400 CPU-seconds there, most of them Chromium loading and hydrating pages
 * (measured per process: Chromium 600 of the 1,230 of a run with the first of these files moved). So
 * `npm test` keeps the browser on the visitor's and the owner's journeys (browse, a property,
 * enquire, submit, sign in), the markup walk on a sample of each kind of page (in French), and every
 * contract at the HTTP edge (hostile input, the page cache, the languages, a database restart); the
 * second command proves the rest: the admin console's and the account's journeys in the browser
 * (their server side is the integration files': moderation, accounts, bookmarks, takeover guards), the operations journeys that start whole server
 * processes (the first start that loads the demo set, made once for both files that need it:
 * tests/support/demo-site.ts; SIGTERM; the move of a site to PostgreSQL and a bucket through
 * `npm run backup` and `restore`; the real server behind nginx over TLS), a kill -9 in the middle of
 * uploads and of the saved-search alerts job, the design variants (home pages, listing layouts,
 * detail pages, the style guide, the company pages), the map and every-width files, the browser side
 * of the later features (showings, saved searches, the account area and its takeover guards,
 * checkout, the login dialog, the blog, the language suggestion), and the markup walk on every row at
 * every breakpoint, signed in, in English and in French (FULL_WALK=1).
 */
const FULL_ONLY_E2E = [
  'tests/e2e/server-process.test.ts',
  'tests/e2e/backup-move.test.ts',
  'tests/e2e/behind-proxy.test.ts',
  'tests/e2e/job-crash.test.ts',
  'tests/e2e/upload-crash.test.ts',
  'tests/e2e/home-variants.test.ts',
  'tests/e2e/listing-layouts.test.ts',
  'tests/e2e/property-variants.test.ts',
  'tests/e2e/style-guide.test.ts',
  'tests/e2e/company-pages.test.ts',
  'tests/e2e/map-search.test.ts',
  'tests/e2e/submit-maps.test.ts',
  'tests/e2e/every-width.test.ts',
  'tests/e2e/browsing-features.test.ts',
  'tests/e2e/showings.test.ts',
  'tests/e2e/alerts.test.ts',
  'tests/e2e/account-area.test.ts',
  'tests/e2e/account-takeover.test.ts',
  'tests/e2e/accounts.test.ts',
  'tests/e2e/checkout.test.ts',
  'tests/e2e/login-modal.test.ts',
  'tests/e2e/blog.test.ts',
  'tests/e2e/language-choice.test.ts',
  'tests/e2e/admin-console.test.ts',
  'tests/e2e/account-journey.test.ts',
];

/**
 * The e2e projects' shared settings: one file at a time; when one command runs them with the unit and
 * integration files (`vitest run`), after those.
 */
const e2eLane = {
  env: { TEST_DB_KIND: 'embedded' },
  globalSetup: ['tests/support/database-global-setup.ts', 'tests/support/e2e-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
  isolate: false,
  sequence: { groupOrder: 1 },
  // A page's answer to a click (a server round trip, a render, a lazy module) can take more than
  // expect.poll's default second on a busy two-core machine: the CI run of 2026-11-28 failed two
  // browser tests at 1.6 times this machine's quiet durations. A poll returns as soon as it holds, so
  // a longer limit costs nothing when the page is quick; a test that needs a tighter bound says so.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // Unit and integration files run two at a time (each integration file has its own database),
    // also on a two-core machine, where Vitest's default would be one; the e2e files one at a time
    // (fileParallelism below), `npm test` running the browser's lane beside the others (package.json).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 20_000, isolate: false },
      },
      ...integration('embedded'),
      ...(withPostgres ? integration('postgres') : []),
      {
        extends: true,
        test: {
          ...e2eLane,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A helper's throw-away screenshot script (x.tmp.test.ts) is not part of the suite.
          exclude: [...configDefaults.exclude, '**/*.tmp.test.ts', ...SECOND_LANE_E2E, ...FULL_ONLY_E2E],
          // One browser at a time fits a two-core machine best (two workers, measured on two cores
          // with six files: 6% less wall time, 13% more CPU time, and a rate-limit test's timing broke).
          // The files share one worker: the server build, React and the rest are imported once, not
          // once per file, and one Chromium serves them all (tests/support/browser.ts: a start costs
          // about 2 s of CPU) and keeps the pages its tests are done with warm for the next; the
          // files share the worker's server (server-and-browser.ts) unless they need their own.
        },
      },
      {
        extends: true,
        test: { ...e2eLane, name: 'e2e-lane2', include: SECOND_LANE_E2E },
      },
      {
        extends: true,
        test: { ...e2eLane, name: 'e2e-full', include: [...FULL_ONLY_E2E, 'tests/e2e/markup.test.ts'] },
      },
    ],
  },
});
