import { env } from '@/config/env'

/** Base URL of the public site, read at runtime: SITE_URL, else localhost on PORT. */
export function siteUrl(): string {
  const { SITE_URL, PORT } = env()
  return (SITE_URL || `http://localhost:${PORT}`).replace(/\/+$/, '')
}
