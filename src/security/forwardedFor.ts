import type { IncomingMessage } from 'node:http'

import proxyAddr from 'proxy-addr'

import { normaliseAddress } from './rateLimit'

/** Which peers may tell us the client's address: a hop count or an allow-list of addresses/CIDRs. */
export type ProxyTrust = (address: string, hop: number) => boolean

export class ProxyTrustError extends Error {
  override name = 'ProxyTrustError'
}

/**
 * The operator's trust setting. TRUSTED_PROXY_HOPS=n (default 0) trusts the n nearest hops;
 * TRUSTED_PROXIES lists the proxies' addresses or CIDRs (`127.0.0.1,10.0.0.0/8`). With neither,
 * nobody is trusted and the client is the socket's peer.
 */
export function proxyTrustFromEnv(
  env: Record<string, string | undefined> = process.env,
): ProxyTrust {
  const list = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hopsText = env.TRUSTED_PROXY_HOPS?.trim()
  if (list.length && hopsText && hopsText !== '0') {
    throw new ProxyTrustError('Set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES, not both.')
  }
  if (list.length) {
    try {
      return proxyAddr.compile(list)
    } catch (error) {
      throw new ProxyTrustError(
        `TRUSTED_PROXIES is not a list of addresses or CIDRs: ${(error as Error).message}.`,
      )
    }
  }
  const hops = hopsText ? Number(hopsText) : 0
  if (!Number.isInteger(hops) || hops < 0)
    throw new ProxyTrustError(`TRUSTED_PROXY_HOPS "${hopsText}" is not a whole number (0 or more).`)
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
