import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/routing/paths'

export const dynamic = 'force-dynamic'

/** Crawlers may read the public site, not the admin, the API, previews or the control area. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/admin', '/api/', '/next/', '/de/control', '/en/control'],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
