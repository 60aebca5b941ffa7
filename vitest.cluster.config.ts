import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * npm run test:cluster: the product as a cluster (tests/cluster/, tools/cluster/). Not part of
 * npm test: it builds once and starts PostgreSQL-backed servers, workers and nginx.
 */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 30 * 60_000,
  },
})
