import { slugify } from '@/utilities/slugify'

/**
 * Names that never become a customer's subdomain: the provider's own services, mail and DNS
 * infrastructure (autodiscover, mta-sts …), account pages and look-alikes a customer could use
 * to impersonate the provider. A shop name that slugs to one of them gets `-shop` appended.
 */
export const reservedSubdomains = new Set([
  'about',
  'abuse',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'autoconfig',
  'autodiscover',
  'beta',
  'billing',
  'blog',
  'cdn',
  'checkout',
  'cloud',
  'console',
  'contact',
  'control',
  'cpanel',
  'dashboard',
  'demo',
  'dev',
  'dns',
  'docs',
  'download',
  'email',
  'engine',
  'files',
  'ftp',
  'git',
  'graphql',
  'help',
  'hostmaster',
  'id',
  'imap',
  'images',
  'img',
  'internal',
  'invoice',
  'legal',
  'localhost',
  'login',
  'logout',
  'mail',
  'media',
  'mta-sts',
  'mx',
  'my',
  'news',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'oauth',
  'pay',
  'payment',
  'payments',
  'pop',
  'pop3',
  'portal',
  'postmaster',
  'preview',
  'privacy',
  'prod',
  'production',
  'register',
  'root',
  'sandbox',
  'secure',
  'security',
  'sftp',
  'shop',
  'signin',
  'signup',
  'smtp',
  'sso',
  'staging',
  'static',
  'status',
  'store',
  'support',
  'terms',
  'test',
  'unbound',
  'upload',
  'vpn',
  'webhook',
  'webhooks',
  'webmail',
  'webmaster',
  'wpad',
  'www',
])

const maxLabelLength = 63

/** The subdomain a shop name suggests: a slug (ä → ae), at most 63 characters, never empty and never reserved. */
export function baseSubdomain(shopName: string): string {
  const slug = slugify(shopName).slice(0, 50).replace(/-+$/g, '')
  if (!slug) return 'my-shop'
  return reservedSubdomains.has(slug) ? `${slug}-shop` : slug
}

/**
 * The first free subdomain for a shop name: the slug itself, else slug-2, slug-3 …
 * `isTaken` answers for one candidate (a database look-up).
 */
export async function uniqueSubdomain(
  shopName: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const base = baseSubdomain(shopName)
  for (let n = 1; n < 10_000; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`.slice(-maxLabelLength)
    if (!reservedSubdomains.has(candidate) && !(await isTaken(candidate))) return candidate
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
