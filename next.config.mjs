import { withPayload } from '@payloadcms/next/withPayload'
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js'

import { incrementalCacheConfig } from './src/cache/sharedCache.mjs'
import { securityHeaderRules } from './src/security/headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Keeps the request URL's host as sent: otherwise 127.0.0.1 becomes "localhost" in the proxy, and
  // next-intl's /de → /de-CH rewrite is treated as external when the server is bound to HOSTNAME.
  skipProxyUrlNormalize: true,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Types are checked by `npm run typecheck`, which `npm run build` runs after the build, and by
  // CI; the build a server's first start makes (sources as committed) does without.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Loading every route's server code at start (Next's default) takes seconds and about 300 MiB
    // before the first answer; routes load on their first request instead.
    preloadEntriesOnStart: false,
    // The compiler's cache on disk (400 to 560 MB in the build directory) makes a first build
    // slower: 70 instead of 57 s, 127 instead of 99 processor-seconds. Servers build once per
    // release; `npm run dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
  },
  // Page and data cache: shared in Redis with REDIS_URL, else bounded in memory (src/cache/sharedCache.mjs).
  ...incrementalCacheConfig(),
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  async redirects() {
    // ROUTES.md: the English word under the German prefix leads to the German glossary (308).
    return [
      { source: '/de/glossary', destination: '/de/glossar', permanent: true },
      { source: '/de/glossary/:term', destination: '/de/glossar/:term', permanent: true },
    ]
  },
  async headers() {
    return securityHeaderRules()
  },
}

/**
 * Payload asks every response for the colour-scheme client hint (for its admin theme) and marks
 * it critical, which makes a browser request each public page twice on a first visit. Only the
 * admin needs the hint, so its header rule is limited to /admin.
 */
function withAdminOnlyClientHints(config) {
  return {
    ...config,
    async headers() {
      const rules = await config.headers()
      return rules.map((rule) =>
        rule.headers.some((header) => header.key === 'Critical-CH')
          ? { ...rule, source: '/admin/:path*' }
          : rule,
      )
    },
  }
}

/**
 * next-intl's plugin only points the compiler at src/i18n/request.ts. A production server runs
 * what the build compiled and does without it: loading it would hold about 29 MiB for the life of
 * the process (its message extractor brings @swc/core and a file watcher).
 */
export default async function config(phase) {
  const withNextIntl =
    phase === PHASE_PRODUCTION_SERVER
      ? (options) => options
      : (await import('next-intl/plugin')).default('./src/i18n/request.ts')
  return withAdminOnlyClientHints(
    withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }),
  )
}
