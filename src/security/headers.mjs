// Plain JavaScript for next.config.mjs: NODE_ENV and SITE_URL are read directly, declared and
// checked at every start by src/config/env.ts, which plain Node cannot import.
const analyticsHosts =
  'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com'

/**
 * Headers for every response. Inline scripts stay allowed because statically prerendered pages
 * cannot carry per-request nonces; everything else is locked to this origin.
 */
export function securityHeaders(env = process.env) {
  const isProduction = env.NODE_ENV === 'production'
  const scriptSrc = [
    "'self'",
    "'unsafe-inline'",
    analyticsHosts,
    ...(isProduction ? [] : ["'unsafe-eval'"]),
  ]
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${analyticsHosts}`,
    "font-src 'self' data:",
    `connect-src 'self' ${analyticsHosts}${isProduction ? '' : ' ws: wss:'}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ]
  if (isProduction && (env.SITE_URL ?? '').startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}

/**
 * Next sends a header rule's value in place of the same header set by a route handler, so the
 * site-wide policy must not cover upload files: their route sets a stricter policy of its own
 * (src/security/fileResponses.ts).
 */
export const uploadFileSource = '/api/:collection/file/:path*'
export const siteSource = '/:path((?!api/[^/]+/file/).*)'

/** Header rules for next.config.mjs: the full set for the site, all but the policy for upload files. */
export function securityHeaderRules(env = process.env) {
  const headers = securityHeaders(env)
  return [
    { source: siteSource, headers },
    {
      source: uploadFileSource,
      headers: headers.filter((header) => header.key !== 'Content-Security-Policy'),
    },
  ]
}
