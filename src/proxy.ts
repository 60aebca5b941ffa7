import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Only paths without a language prefix need a decision (/ and stray paths: redirect to /de or /en by
  // cookie and Accept-Language). /de/… and /en/… are the routes themselves and skip the proxy, as do
  // Payload (admin, API), draft preview (/next/…), Next internals and files with an extension.
  matcher: ['/((?!(?:de|en)(?:/|$)|api|admin|next/|_next|_vercel|.*\\..*).*)'],
}
