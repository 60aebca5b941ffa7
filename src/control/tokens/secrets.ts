import { createHash, randomBytes } from 'node:crypto'

import { apiTokenPrefix } from './rules'

/** The prefix and 32 random bytes in base64url (43 characters). */
const secretPattern = /^ubt_[A-Za-z0-9_-]{43}$/
/** Characters of the secret kept for display: the prefix and 8 more (48 of its 256 bits). */
const shownLength = apiTokenPrefix.length + 8

/**
 * Only the SHA-256 of a secret is stored: with 256 random bits it cannot be guessed back, so a
 * slow password hash would add nothing (and cost every request).
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')

export const looksLikeSecret = (value: string) => secretPattern.test(value)

/** A fresh secret (shown once), its hash and the part shown in the token list. */
export function newSecret() {
  const secret = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`
  return { secret, secretHash: hashSecret(secret), displayPrefix: secret.slice(0, shownLength) }
}
