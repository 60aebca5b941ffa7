import type { IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'
import proxyAddr from 'proxy-addr'

import { envOf } from '@/config/env'

/**
 * The client's address, which the rate limits count by. The production server computes it at the
 * edge from the socket and the operator's trusted proxies (prepareClientAddress); the app reads it
 * from the request (clientAddress).
 */

/** Which peers may tell us the client's address: a hop count or an allow-list of addresses/CIDRs. */
export type ProxyTrust = (address: string, hop: number) => boolean

/**
 * The operator's trust setting. TRUSTED_PROXY_HOPS=n (default 0) trusts the n nearest hops;
 * TRUSTED_PROXIES lists the proxies' addresses or CIDRs (`127.0.0.1,10.0.0.0/8`). With neither,
 * nobody is trusted and the client is the socket's peer. A bad setting is a StartupError.
 */
export function proxyTrustFromEnv(source?: Record<string, string | undefined>): ProxyTrust {
  const { TRUSTED_PROXIES: list, TRUSTED_PROXY_HOPS: hops } = envOf(source)
  if (list.length) return proxyAddr.compile(list)
  return (_address, hop) => hop < hops
}

/**
 * Before a request reaches the app: the client's address, computed from the socket and the
 * trusted proxies, becomes the only X-Forwarded-For entry; X-Real-IP and Forwarded, which a
 * client could set, are dropped. The app (clientAddress) then trusts that single entry.
 */
export function prepareClientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const address = normaliseAddress(proxyAddr(req, trust))
  req.headers['x-forwarded-for'] = address
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
  return address
}

/** `203.0.113.7:51234` → `203.0.113.7`, `[2001:db8::1]:443` → `2001:db8::1`, `::ffff:10.0.0.1` → `10.0.0.1`. */
function normaliseAddress(value: string): string {
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address().toString()
  return parsed.toString()
}

/**
 * The client's address for rate limiting. The production server (src/server/serve.ts) replaces
 * X-Forwarded-For with the single address it computed from the socket and the operator's trusted
 * proxies, so that entry is trusted as is. Requests that did not come through it (Local API,
 * tests) carry no header, or one the caller chose: the last entry is used, or 'unknown'.
 */
export function clientAddress(headers: Headers | undefined | null): string {
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const last = entries.at(-1)
  return last ? normaliseAddress(last) : 'unknown'
}
