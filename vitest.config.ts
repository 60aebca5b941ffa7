import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = [
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` },
  { find: '@payload-config', replacement: path.resolve(import.meta.dirname, 'payload.config.ts') },
  // Server modules are marked `import 'server-only'`; Next resolves the marker for its server
  // bundles, tests are server code too.
  {
    find: /^server-only$/,
    replacement: path.resolve(import.meta.dirname, 'tests/helpers/empty.ts'),
  },
  // One graphql for the tests and for the packages Node loads (Payload, Pothos): its CommonJS entry.
  {
    find: /^graphql$/,
    replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js'),
  },
]

/**
 * Integration files that build the app, start servers or seed, longest first (on either
 * database): three files run at a time, and one of these started last would end the run on its
 * own.
 */
const longestFirst = [
  'startup-interrupted',
  'observability',
  'seed',
  'scale-migrate-once',
  'seed-resume',
  'observability-tracing',
  'seed-media',
  'backup-restore-disk',
  'security-bounded-reads',
  'jobs-worker-crash',
  'backup-restore-s3',
  'security-graphql-cost',
  'scale-jobs-once',
]

/**
 * Integration files whose databases are SQLite files of their own (or that have none), whatever
 * TEST_DATABASE_URI says: a run on PostgreSQL leaves them out, it would repeat them unchanged.
 */
const sameOnEveryDatabase = [
  'observability',
  'scale-limits-insurance',
  'scale-page-cache',
  'scale-ready-fresh',
  'server-compile',
  'startup',
  'startup-interrupted',
  'startup-secret-files',
]

/**
 * Integration files whose subject does not depend on the database, though they run on the run's:
 * the PostgreSQL run leaves them out too. Admin labels and translations, upload checks, the
 * GraphQL cost, time and rate limits, and the S3 side of backups (backup-restore-disk backs up and
 * restores the same database with its media on disk).
 */
const databaseIndependent = [
  'admin-i18n',
  'security-files',
  'security-graphql-cost',
  'backup-restore-s3',
]

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.findIndex((name) =>
        file.moduleId.endsWith(`/tests/integration/${name}.test.ts`),
      )
      return index === -1 ? longestFirst.length : index
    }
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // As the integration files: a process per worker, fresh modules and environment per file.
          isolate: false,
          setupFiles: ['tests/helpers/file-isolation.ts'],
          // The page cache handler's package keeps its handlers in module state: evaluated with each
          // file's modules, a file's settings (NEXT_CACHE_MAX_ENTRIES) reach it.
          server: { deps: { inline: ['@fortedigital/nextjs-cache-handler'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_DATABASE_URI
              ? [...sameOnEveryDatabase, ...databaseIndependent].map(
                  (name) => `tests/integration/${name}.test.ts`,
                )
              : []),
          ],
          environment: 'node',
          pool: 'forks',
          // One process per worker instead of per file; tests/helpers/file-isolation.ts
          // gives each file fresh modules and environment.
          isolate: false,
          // Three files at a time, also on two cores: much of a file's time is spent waiting on the
          // database, on servers and workers it started, and on timers; and the longest file
          // (startup-interrupted, two Next builds; on PostgreSQL the seeded template's making) takes
          // a worker for most of the run. Only the seeded template and the concurrent migrate write
          // the demo content.
          maxWorkers: 3,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/helpers/integration-setup.ts'],
          setupFiles: ['tests/helpers/integration-env.ts', 'tests/helpers/file-isolation.ts'],
        },
      },
    ],
  },
})
