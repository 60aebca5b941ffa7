import path from 'node:path'

import { defineConfig } from 'vitest/config'

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

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Two files at a time, also on two cores: much of a file's time is spent waiting on the
          // database, on servers and workers it started, and on timers.
          maxWorkers: 2,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/helpers/integration-setup.ts'],
          setupFiles: ['tests/helpers/integration-env.ts'],
        },
      },
    ],
  },
})
