import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/security/headers.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
