/**
 * The part of the product a request is for: the one label requests are counted and timed by,
 * a handful of values and never a path (paths hold slugs, ids and tokens).
 */
export const routeGroups = [
  'site',
  'control',
  'admin',
  'graphql',
  'rest',
  'health',
  'static',
  'next',
  'other',
] as const
export type RouteGroup = (typeof routeGroups)[number]

/** Sign-in screens and the control area (ROUTES.md), under either language prefix. */
const controlPath =
  /^\/(?:de|en)\/(?:control|signup|login|forgot-password|reset-password|verify)(?:\/|$)/
/** Files of the app folder and uploads: icon, robots, sitemap, feeds, media files. */
const staticPath = /^\/(?:api\/media\/file\/|[^/]+\.(?:ico|png|svg|txt|xml|webmanifest)$)/

export function routeGroup(url: string | undefined): RouteGroup {
  const path = (url ?? '/').split(/[?#]/, 1)[0] || '/'
  if (path.startsWith('/_next/')) return 'next'
  if (staticPath.test(path)) return 'static'
  if (path === '/api/health' || path === '/api/ready') return 'health'
  if (path === '/api/graphql' || path.startsWith('/api/graphql-playground')) return 'graphql'
  if (path === '/api' || path.startsWith('/api/')) return 'rest'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (controlPath.test(path)) return 'control'
  if (path === '/' || /^\/(?:de|en)(?:\/|$)/.test(path)) return 'site'
  return 'other'
}
