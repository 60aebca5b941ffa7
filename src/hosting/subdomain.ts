import { slugify } from '@/utilities/slugify'

/** Names that never become a customer's subdomain (infrastructure, confusing look-alikes). */
export const reservedSubdomains = new Set(['www', 'api', 'admin', 'app', 'mail', 'smtp', 'control', 'status', 'docs', 'static', 'cdn'])

const maxLabelLength = 63

/** The subdomain a shop name suggests: a slug (ä → ae), at most 63 characters, never empty. */
export function baseSubdomain(shopName: string): string {
  const slug = slugify(shopName).slice(0, 50).replace(/-+$/g, '')
  if (!slug) return 'shop'
  return reservedSubdomains.has(slug) ? `${slug}-shop` : slug
}

/**
 * The first free subdomain for a shop name: the slug itself, else slug-2, slug-3 …
 * `isTaken` answers for one candidate (a database look-up).
 */
export async function uniqueSubdomain(shopName: string, isTaken: (candidate: string) => Promise<boolean>): Promise<string> {
  const base = baseSubdomain(shopName)
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`.slice(-maxLabelLength)
    if (!(await isTaken(candidate))) return candidate
  }
  throw new Error('No free subdomain found')
}

/** The host names of an instance under the provider's instance domain. */
export function instanceHosts(subdomain: string, instanceDomain: string) {
  return {
    engine: `${subdomain}.${instanceDomain}`,
    apiUrl: `https://${subdomain}.${instanceDomain}/graphql`,
    adminUrl: `https://${subdomain}.${instanceDomain}/admin`,
  }
}
