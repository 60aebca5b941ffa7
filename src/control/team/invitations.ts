import { createHash, randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { renderEmail } from '@/email/render'
import type { Locale } from '@/i18n/locales'
import type { Organisation } from '@/payload-types'
import { relationId } from '@/utilities/ids'

export const invitationDays = 7

/** Only the SHA-256 of an invitation token is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A fresh token (sent by e-mail), its hash and its expiry (7 days from now). */
export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + invitationDays * 24 * 60 * 60 * 1000).toISOString()
  return { token, tokenHash: hashToken(token), expiresAt }
}

type Invitation = NonNullable<Organisation['invitations']>[number]

/** Stored invitations as they are written back (read them with showHiddenFields). */
export const writableInvitations = (rows: Invitation[] | null | undefined) =>
  (rows ?? []).map((row) => ({ ...row, invitedBy: relationId(row.invitedBy) }))

export async function sendInvitationMail(
  req: PayloadRequest,
  input: { organisation: string; inviter: string; email: string; token: string; locale: Locale },
) {
  const mail = await renderEmail('invitation', input.locale, {
    organisation: input.organisation,
    inviter: input.inviter,
    email: input.email,
    token: input.token,
  })
  await req.payload.sendEmail({ to: input.email, ...mail })
}

export const hasExpired = (expiresAt: string) => new Date(expiresAt).getTime() <= Date.now()
