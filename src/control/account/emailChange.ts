import { createHash, randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import type { Customer } from '@/payload-types'

/** How long the link that confirms a new e-mail address works. */
export const emailChangeValidMs = 24 * 60 * 60 * 1000

/** Only this hash of a confirmation link's token is stored. */
export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The e-mails of a requested address change, sent by the sendAccountEmail job: a notice to the
 * current address, then either the confirmation link to the new address (its token issued now,
 * so no token waits in the job queue) or, when another account has the new address, a note to
 * that account instead — the requester sees the same either way. A retry after a refused send
 * repeats the notice and issues a fresh link.
 */
export async function sendEmailChange(req: PayloadRequest, id: string | number): Promise<string> {
  const { payload } = req
  const customer = (await payload.findByID({
    collection: 'customers',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as Customer | null
  const newEmail = customer?.pendingEmail
  if (!customer || !newEmail || customer.closedAt) return 'no change pending'
  const locale = localeOf(customer.locale)
  await payload.sendEmail({
    to: customer.email,
    ...(await renderEmail('emailChangeNotice', locale, { newEmail })),
  })

  const other = await payload.db.findOne<{ id: string | number; locale?: string | null }>({
    collection: 'customers',
    where: { email: { equals: newEmail } },
    select: { id: true, locale: true },
  })
  if (other && other.id !== customer.id) {
    await payload.sendEmail({
      to: newEmail,
      ...(await renderEmail('emailInUse', localeOf(other.locale), {})),
    })
    return 'address in use'
  }
  const token = randomBytes(32).toString('base64url')
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: {
      pendingEmailTokenHash: hashEmailToken(token),
      pendingEmailExpiresAt: new Date(Date.now() + emailChangeValidMs).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  await payload.sendEmail({
    to: newEmail,
    ...(await renderEmail('emailChangeConfirm', locale, { token, newEmail })),
  })
  return 'confirmation'
}
