import { randomBytes } from 'node:crypto'

import type { PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie } from 'payload/shared'
import type { z } from 'zod'

import { startTeardown } from '@/control/engines'
import { requireCustomer } from '@/control/shared/customer'
import { checkField, ControlError } from '@/control/shared/errors'
import { passwordMaxLength, passwordMinLength } from '@/control/shared/limits'
import { emailAddress, password } from '@/control/shared/rules'
import { anonymiseActivityOf, membersOf } from '@/control/team'
import type { ResponseHeaders } from '@/graphql/builder'
import type { Customer } from '@/payload-types'
import { enforceRateLimit } from '@/security/limits'
import { passwordMatches } from '@/security/passwordCheck'

import { credentialsChangeConfirmed } from './collection'
import { hashEmailToken } from './emailChange'
import { queueCloseAccount } from './jobs/closeAccount'
import { queueAccountEmail } from './jobs/sendAccountEmail'
import {
  accountDeletionInput,
  emailChangeConfirmation,
  emailChangeInput,
  passwordChangeInput,
  profileInput,
} from './rules'

/** The account with its hidden fields (password hash, pending e-mail change): server only. */
export async function storedCustomer(req: PayloadRequest, id: string | number) {
  return req.payload.findByID({
    collection: 'customers',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  }) as Promise<Customer & { hash?: string; salt?: string }>
}

/** The signed-in customer, after the rate limit and a check of the password they typed. */
async function confirmedCustomer(req: PayloadRequest, password: string) {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'account')
  const stored = await storedCustomer(req, user.id)
  if (!(await passwordMatches(stored, password)))
    throw new ControlError('wrongPassword', 403, { field: 'currentPassword' })
  return { user, stored }
}

/** The account page's view of the customer. */
export const accountView = (doc: Customer) => ({
  id: String(doc.id),
  email: doc.email,
  name: doc.name ?? null,
  locale: doc.locale ?? null,
})
export type AccountView = ReturnType<typeof accountView>

/** Name and language (the language of e-mails and the control area's default). */
export async function updateMyProfile(
  req: PayloadRequest,
  input: z.input<typeof profileInput>,
): Promise<Customer> {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'account')
  const name = checkField(profileInput.shape.name, input.name, 'name')
  const locale = checkField(profileInput.shape.locale, input.locale, 'locale')
  return req.payload.update({
    collection: 'customers',
    id: user.id,
    data: { name: name || null, locale },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

/**
 * A new password after the current one: Payload's update keeps only the session of this
 * request (req.user's session id), so every other log-in of the account ends.
 */
export async function changeMyPassword(
  req: PayloadRequest,
  input: z.input<typeof passwordChangeInput>,
) {
  requireCustomer(req)
  checkField(password, input.newPassword, 'newPassword', {
    min: passwordMinLength,
    max: passwordMaxLength,
  })
  const { user } = await confirmedCustomer(req, input.currentPassword)
  await req.payload.update({
    collection: 'customers',
    id: user.id,
    data: { password: input.newPassword },
    overrideAccess: true,
    req,
    context: { [credentialsChangeConfirmed]: true },
    depth: 0,
  })
  return true
}

/**
 * Starts an e-mail change: the new address is stored as pending and the `emailChange` job mails
 * a notice to the current address and either the confirmation link to the new one or, when the
 * new one belongs to another account, a note to that account. The answer and the work here are
 * the same either way (no lookup of the address in the request).
 */
export async function requestEmailChange(
  req: PayloadRequest,
  input: z.input<typeof emailChangeInput>,
) {
  requireCustomer(req)
  const email = checkField(emailAddress, input.email, 'email')
  const { user } = await confirmedCustomer(req, input.currentPassword)
  if (email === user.email.toLowerCase())
    throw new ControlError('emailUnchanged', 400, { field: 'email' })
  await req.payload.update({
    collection: 'customers',
    id: user.id,
    data: { pendingEmail: email, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
    overrideAccess: true,
    depth: 0,
  })
  await queueAccountEmail(req.payload, { kind: 'emailChange', customer: String(user.id) }, req)
  return true
}

/**
 * Opens the link of an e-mail change, signed in as the account that asked for it: within 24 h,
 * once. Any other token, an expired one, one used before, or an address taken meanwhile: 403
 * `invalidToken`, nothing changes.
 */
export async function confirmEmailChange(
  req: PayloadRequest,
  input: z.input<typeof emailChangeConfirmation>,
) {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'account')
  const stored = await storedCustomer(req, user.id)
  const valid =
    input.token.length > 0 &&
    input.token.length <= 200 &&
    stored.pendingEmail &&
    stored.pendingEmailTokenHash === hashEmailToken(input.token) &&
    stored.pendingEmailExpiresAt &&
    new Date(stored.pendingEmailExpiresAt) > new Date()
  if (!valid || !stored.pendingEmail) throw new ControlError('invalidToken', 403)
  const taken = await req.payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: stored.pendingEmail } },
    req,
  })
  if (taken) throw new ControlError('invalidToken', 403)
  return req.payload.update({
    collection: 'customers',
    id: user.id,
    data: {
      email: stored.pendingEmail,
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
    },
    overrideAccess: true,
    req,
    context: { [credentialsChangeConfirmed]: true },
    depth: 0,
  })
}

/** The organisations a customer owns (an organisation has exactly one owner). */
export async function ownedOrganisations(req: PayloadRequest, customer: string | number) {
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { owner: { equals: customer } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'name',
  })
  return docs
}

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join()

/**
 * Deletes the account after the password. The organisations it owns go with it, but only when
 * the request lists exactly them (the second confirmation; else 409 `confirmOrganisations` with
 * the list) and none of their engines is still launching (409 `enginesBusy`). Their engines
 * are torn down through the usual deletion, other members lose access at once, memberships
 * elsewhere end, and the account is closed: e-mail and name removed, every session ended. The
 * closeAccount job removes the account and its organisations once their engines are deleted.
 */
export async function deleteMyAccount(
  req: PayloadRequest,
  headers: ResponseHeaders,
  input: z.input<typeof accountDeletionInput>,
) {
  const { user } = await confirmedCustomer(req, input.password)
  const { payload } = req
  const owned = await ownedOrganisations(req, user.id)
  if (
    !sameIds(
      owned.map((org) => String(org.id)),
      input.confirmOrganisations,
    )
  )
    throw new ControlError('confirmOrganisations', 409, {
      organisations: owned.map((org) => ({ id: String(org.id), name: org.name })),
    })
  const { docs: engines } = await payload.find({
    collection: 'engine-instances',
    where: { organisation: { in: owned.length ? owned.map((org) => org.id) : [-1] } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (engines.some((engine) => engine.status === 'provisioning'))
    throw new ControlError('enginesBusy', 409)

  for (const engine of engines)
    if (engine.status === 'running' || engine.status === 'stopped' || engine.status === 'failed')
      await startTeardown(req, engine)
  for (const org of owned)
    await payload.update({
      collection: 'organisations',
      id: org.id,
      data: { members: [{ customer: user.id, role: 'owner' }], invitations: [] },
      overrideAccess: true,
      depth: 0,
    })
  const { docs: memberships } = await payload.find({
    collection: 'organisations',
    where: {
      and: [{ 'members.customer': { equals: user.id } }, { owner: { not_equals: user.id } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const org of memberships)
    await payload.update({
      collection: 'organisations',
      id: org.id,
      data: { members: membersOf(org).filter((member) => member.customer !== user.id) },
      overrideAccess: true,
      depth: 0,
    })

  // The activity log keeps what happened but no longer names the account.
  await anonymiseActivityOf(req, { id: user.id, email: user.email })
  // No req: Payload then keeps no session, not even this one.
  await payload.update({
    collection: 'customers',
    id: user.id,
    data: {
      email: `closed-${user.id}-${randomBytes(6).toString('hex')}@accounts.invalid`,
      name: null,
      password: randomBytes(32).toString('base64url'),
      _verified: false,
      closedAt: new Date().toISOString(),
      pendingEmail: null,
      pendingEmailTokenHash: null,
      pendingEmailExpiresAt: null,
    },
    overrideAccess: true,
    depth: 0,
  })
  await queueCloseAccount(payload, String(user.id), req)
  headers['Set-Cookie'] = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.customers.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  }) as string
  return true
}
