import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { siteUrl } from '@/routing/siteUrl'

import type { PasskeyAccountCollection } from './rules'

/** The name authenticators show beside a passkey of this site. */
export const relyingPartyName = 'Unbound'

/**
 * The relying party is the site at SITE_URL: its origin is the one every answer must come from,
 * its host the RP ID every passkey is made for (browsers refuse an IP address as RP ID: serve the
 * site under a host name).
 */
export function relyingParty() {
  const url = new URL(siteUrl())
  return { rpID: url.hostname, origin: url.origin }
}

/**
 * The user handle stored with an account's passkeys on the authenticator: opaque (no e-mail
 * address, no database id), stable per account, and different for a customer and a staff
 * account of the same person.
 */
export const userHandle = (payload: Payload, collection: PasskeyAccountCollection, id: string) =>
  createHmac('sha256', payload.secret).update(`passkey-user:${collection}:${id}`).digest()
