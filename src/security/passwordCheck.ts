import { pbkdf2, timingSafeEqual } from 'node:crypto'

import { payloadPasswordHash } from './passwordWork'

/** Payload's hashes from before its current scheme: no prefix, 25 000 iterations, 512 bytes. */
const legacyHash = { iterations: 25_000, keyLength: 512 } as const

/**
 * True when `password` matches a stored Payload hash and salt, checked the way Payload's local
 * strategy does (payload/dist/auth/strategies/local/authenticate.js), without logging in, so no
 * session is added to the account.
 */
export function passwordMatches(
  stored: { hash?: unknown; salt?: unknown },
  password: unknown,
): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string' || typeof password !== 'string')
    return Promise.resolve(false)
  const current = hash.startsWith(payloadPasswordHash.prefix)
  const expected = Buffer.from(
    current ? hash.slice(payloadPasswordHash.prefix.length) : hash,
    'hex',
  )
  const { iterations, keyLength } = current ? payloadPasswordHash : legacyHash
  return new Promise((resolve) => {
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, derived) => {
      resolve(!error && derived.length === expected.length && timingSafeEqual(derived, expected))
    })
  })
}
