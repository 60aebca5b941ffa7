import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

import { envOf } from '@/config/env'

import { normaliseAddress } from './rateLimit'

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
