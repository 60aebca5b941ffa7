import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but Payload (admin, API), draft preview (/next/…), Next internals and files with an extension.
  matcher: ['/((?!api|admin|next/|_next|_vercel|.*\\..*).*)'],
}
