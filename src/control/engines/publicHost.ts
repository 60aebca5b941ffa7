import ipaddr from 'ipaddr.js'

/**
 * Whether a host the hosting back end would connect to (a customer's SMTP server) is on the
 * public internet. Shared by the browser (wizard) and the server (launch rules, send-time check
 * after DNS resolution in smtpResolution.ts), so it must stay free of Node APIs.
 */

/** Names that never resolve to a public server: special-use (RFC 6761, 8375, 9476) and common private-use suffixes. */
const localSuffixes = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
  'arpa',
]

const hostPattern =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i

/** True only for a globally routable unicast address (IPv4 or IPv6; IPv4-mapped IPv6 judged by its IPv4 part). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return parsed.range() === 'unicast'
}

/** An address literal without the brackets an IPv6 address may be written in, or null for a name. */
export function addressLiteral(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (bare.includes(':')) return ipaddr.IPv6.isValid(bare) ? bare : null
  return ipaddr.IPv4.isValidFourPartDecimal(bare) ? bare : null
}

/**
 * The problem with an SMTP host as typed, or undefined when it may be used:
 * `hostInvalid` — neither a DNS name nor an address written in the usual form;
 * `hostNotPublic` — a loopback, private, link-local, reserved … address, or a local name
 * (localhost, *.local, *.internal, a single label …).
 */
export function smtpHostProblem(value: string): 'hostInvalid' | 'hostNotPublic' | undefined {
  const host = value.trim().toLowerCase()
  const literal = addressLiteral(host)
  if (literal) return isPublicAddress(literal) ? undefined : 'hostNotPublic'
  if (!hostPattern.test(host)) return 'hostInvalid'
  const labels = host.split('.')
  const last = labels[labels.length - 1]
  // No top-level domain is numeric: 127.1, 0x7f.1 or 2130706433 are addresses in disguise.
  if (/^(\d+|0x[0-9a-f]*)$/.test(last))
    return ipaddr.IPv4.isValid(host) && !isPublicAddress(host) ? 'hostNotPublic' : 'hostInvalid'
  if (labels.length < 2) return 'hostNotPublic'
  if (localSuffixes.some((suffix) => host === suffix || host.endsWith(`.${suffix}`)))
    return 'hostNotPublic'
  return undefined
}
