import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { env } from '@/config/env'

/**
 * Encryption at rest for instance secrets (the SMTP password): AES-256-GCM with a key derived
 * from PAYLOAD_SECRET by HKDF-SHA256. Stored form: `enc:v1:<iv>:<tag>:<ciphertext>` (base64url).
 * Changing PAYLOAD_SECRET makes stored secrets undecryptable (they must be entered again).
 */
const prefix = 'enc:v1:'

function keyFrom(secret: string): Buffer {
  if (!secret) throw new Error('PAYLOAD_SECRET is required to encrypt secrets')
  return Buffer.from(
    hkdfSync('sha256', secret, 'unbound-hosting-secrets', 'smtp-password:aes-256-gcm', 32),
  )
}

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(prefix)

export function encryptSecret(plain: string, secret: string = env().PAYLOAD_SECRET ?? ''): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv)
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return `${prefix}${iv.toString('base64url')}:${tag.toString('base64url')}:${encrypted.toString('base64url')}`
}

export function decryptSecret(stored: string, secret: string = env().PAYLOAD_SECRET ?? ''): string {
  if (!isEncrypted(stored)) throw new Error('Not an encrypted secret')
  const [iv, tag, data] = stored.slice(prefix.length).split(':')
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8')
}
