import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The cost of one password check, paid where there is no account to check against, so that
 * unknown addresses answer as slowly as known ones. The parameters are Payload's current local
 * strategy (payload/dist/auth/strategies/local/generatePasswordSaltHash.js: pbkdf2-sha256,
 * 600 000 iterations, 32-byte key, 32-byte hex salt); the security test compares them with a
 * stored hash.
 */
export const payloadPasswordHash = {
  prefix: 'pbkdf2-sha256-v1:',
  iterations: 600_000,
  keyLength: 32,
  digest: 'sha256',
} as const

const dummySalt = randomBytes(32).toString('hex')
const dummyHash = randomBytes(payloadPasswordHash.keyLength)

/** Runs a password check against a hash no password matches; resolves when the work is done. */
export function spendPasswordCheck(password: unknown): Promise<void> {
  const { iterations, keyLength, digest } = payloadPasswordHash
  return new Promise((resolve) => {
    pbkdf2(
      typeof password === 'string' ? password : '',
      dummySalt,
      iterations,
      keyLength,
      digest,
      (error, derived) => {
        if (!error) timingSafeEqual(derived, dummyHash)
        resolve()
      },
    )
  })
}
