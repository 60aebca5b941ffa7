import { createHmac } from 'node:crypto'

import { env } from '@/config/env'
import { decryptSecret, encryptSecret } from '@/security/crypto'

/**
 * The forms' own secret, derived from PAYLOAD_SECRET, so their tokens never share a key with the
 * engines' SMTP passwords, which src/control/engines/collection encrypts with the same AES-256-GCM
 * scheme.
 */
export function formsSecret(secret = env().PAYLOAD_SECRET ?? ''): string {
  if (!secret) throw new Error('PAYLOAD_SECRET is required to issue form tokens')
  return createHmac('sha256', secret).update('unbound:forms-tokens:v1').digest('base64url')
}

/** Encrypts claims into an opaque token: nobody without the server's secret can read or alter them. */
export const seal = (claims: Record<string, unknown>): string =>
  encryptSecret(JSON.stringify(claims), formsSecret())

/** The claims of a token sealed by this server (or another sharing PAYLOAD_SECRET), else null. */
export function unseal(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  try {
    const claims: unknown = JSON.parse(decryptSecret(token, formsSecret()))
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** A keyed hash of an e-mail address, for locks that must not store the address itself. */
export const addressKey = (email: string) =>
  createHmac('sha256', formsSecret()).update(email.trim().toLowerCase()).digest('base64url')
