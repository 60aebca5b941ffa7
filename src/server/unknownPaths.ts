import { readFileSync } from 'node:fs'
import path from 'node:path'

import { showsNothing } from '@/cache/notFoundChannel'

type Route = { page: string; regex: string }
type RoutesManifest = {
  redirects: { regex: string }[]
  staticRoutes: Route[]
  dynamicRoutes: Route[]
}

/** The page for every other public path, as the build's route table names it. */
const documentPage = '/[locale]/[...slug]'

/** Segments the check takes as they are: the page gets them unchanged as its parameters. */
const plainSegment = /^[A-Za-z0-9_~-]+$/

/**
 * Which paths show no document, from the build's route table (`routes-manifest.json`, Next's own
 * regular expressions, in its order) and the app's answer (src/cache/notFoundChannel.ts). Returns
 * the path's language segment when Next would route `pathname` (no query) to the document page
 * and that page would answer 404 there; null for every other path, and whenever in doubt: a
 * redirect of Next's config, another route, an encoded or unusual segment, the app's answer not
 * registered yet or failing. Null only ever means "ask Next".
 */
export function unknownPathLanguage(distDir: string): (pathname: string) => Promise<string | null> {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8'),
  ) as RoutesManifest
  // Redirects match regardless of case (Next's default); routes as Next matches them, first wins.
  const redirects = manifest.redirects.map(({ regex }) => new RegExp(regex, 'i'))
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map(({ page, regex }) => ({
    page,
    regex: new RegExp(regex),
  }))

  return async (pathname) => {
    const [empty, language, ...segments] = pathname.split('/')
    if (empty !== '' || !language || segments.length === 0) return null
    if (!segments.every((segment) => plainSegment.test(segment))) return null
    if (redirects.some((redirect) => redirect.test(pathname))) return null
    if (routes.find((route) => route.regex.test(pathname))?.page !== documentPage) return null
    const ask = showsNothing()
    if (!ask) return null
    try {
      return (await ask(language, segments)) ? language : null
    } catch {
      return null
    }
  }
}
