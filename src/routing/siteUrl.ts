/** Base URL of the public site, read at runtime: SITE_URL, else localhost on PORT. */
export function siteUrl(): string {
  const env = process.env
  return (env['SITE_URL'] || `http://localhost:${env['PORT'] || 3000}`).replace(/\/+$/, '')
}
