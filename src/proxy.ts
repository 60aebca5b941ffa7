import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

const localeRedirects = createMiddleware(routing)

/** Next's draft-mode cookie (one value per build) and Payload's session cookie. */
const draftModeCookie = '__prerender_bypass'
const sessionCookie = 'payload-token'

export default function proxy(request: NextRequest) {
  // A prefixed path reaches the proxy only with the draft-mode cookie (matcher below). Without a
  // session it can show no draft (the pages check the session's role themselves): draft mode ends.
  if (/^\/(?:de|en)(?:\/|$)/.test(request.nextUrl.pathname)) {
    const response = NextResponse.next()
    if (!request.cookies.has(sessionCookie)) response.cookies.delete(draftModeCookie)
    return response
  }
  return localeRedirects(request)
}

export const config = {
  matcher: [
    // Only paths without a language prefix need a decision (/ and stray paths: redirect to /de or /en
    // by cookie and Accept-Language). /de/… and /en/… are the routes themselves and skip the proxy,
    // as do Payload (admin, API), draft preview (/next/…), Next internals and files with an extension.
    '/((?!(?:de|en)(?:/|$)|api|admin|next/|_next|_vercel|.*\\..*).*)',
    // Next reads this object at build time: literals only (draftModeCookie's value).
    { source: '/:locale(de|en)/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ],
}
