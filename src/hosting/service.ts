import { createHash, randomBytes } from 'node:crypto'

import { APIError, generatePayloadCookie, type PayloadRequest } from 'payload'

import { isCustomerUser, type CustomerUser } from '@/access'
import type { Locale } from '@/i18n/locales'
import { queueAccountEmail } from '@/jobs/sendAccountEmail'
import type { EngineInstance, Organisation } from '@/payload-types'
import { spendPasswordCheck } from '@/security/passwordWork'
import { relationId, toId } from '@/utilities/ids'

import { invitationEmail, localeOf } from './emails'
import { launchErrors, normaliseLaunchInput, isEmail, type LaunchInput } from './launchRules'
import { enforceRateLimit, loginSucceeded, throttleLogin } from './limits'
import { passwordMaxLength, passwordMinLength, passwordProblem } from './passwordPolicy'
import { initialServices, initialTasks, provisionTaskSlug } from './provisioning'
import { assertInstanceQuota } from './quotas'
import { defaultSender } from './sender'
import { hostingSettings } from './settings'
import { instanceHosts, uniqueSubdomain } from './subdomain'
import { trialHasEnded } from './trial'

/**
 * The control area's server operations, called by the custom GraphQL mutations (graphql.ts).
 * Errors carry a message key (rendered by the browser from control.json) and an HTTP status.
 */
export class ControlError extends APIError {
  constructor(code: string, status = 400, data?: Record<string, unknown>) {
    super(code, status, data ?? null, true)
  }
}

export type ResponseHeaders = Record<string, string>

const normaliseEmail = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : ''
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const invitationDays = 7

function requireCustomer(req: PayloadRequest): CustomerUser {
  if (!isCustomerUser(req.user)) throw new ControlError('unauthorised', 401)
  return req.user
}

function checkPassword(password: unknown) {
  const problem = passwordProblem(password)
  if (problem === 'required') throw new ControlError('required', 400, { field: 'password' })
  if (problem === 'passwordTooShort')
    throw new ControlError('passwordTooShort', 400, { field: 'password', min: passwordMinLength })
  if (problem === 'passwordTooLong')
    throw new ControlError('passwordTooLong', 400, { field: 'password', max: passwordMaxLength })
}

/**
 * Sign-up: the same answer and the same work whether or not the address has an account. A new
 * address gets its account (one password hash) and a queued verification e-mail; a known one
 * hashes the given password once too and queues an e-mail telling the owner.
 */
export async function signUpCustomer(
  req: PayloadRequest,
  input: { email: string; password: string; name?: string | null; locale?: string | null },
) {
  await enforceRateLimit(req, 'signup')
  const email = normaliseEmail(input.email)
  if (!isEmail(email)) throw new ControlError('emailInvalid', 400, { field: 'email' })
  checkPassword(input.password)
  const locale = localeOf(input.locale)
  const name = typeof input.name === 'string' ? input.name.trim().slice(0, 120) : ''
  const { payload } = req

  const tellOwner = async (customer: { id: string | number; locale?: string | null }) => {
    await spendPasswordCheck(input.password)
    await queueAccountEmail(payload, {
      kind: 'accountExists',
      customer: String(customer.id),
      locale: customer.locale ?? locale,
    })
    return true
  }
  const existing = await payload.db.findOne<{ id: number; locale?: string | null }>({
    collection: 'customers',
    where: { email: { equals: email } },
    select: { id: true, locale: true },
    req,
  })
  if (existing) return tellOwner(existing)
  try {
    // The customers hooks queue the verification e-mail in the same transaction.
    await payload.create({
      collection: 'customers',
      data: { email, password: input.password, name: name || undefined, locale },
      overrideAccess: true,
      disableVerificationEmail: true,
      depth: 0,
    })
  } catch (error) {
    // A parallel sign-up with the same address: answer as for any known address.
    if (
      (error as { name?: string }).name === 'ValidationError' &&
      /email/i.test(JSON.stringify((error as { data?: unknown }).data ?? ''))
    )
      return true
    throw error
  }
  return true
}

/**
 * Log-in: one answer for unknown address and wrong password, after the same password check, and
 * 429 once the client address or the address + account pair has used up its attempts.
 */
export async function logInCustomer(
  req: PayloadRequest,
  headers: ResponseHeaders,
  input: { email: string; password: string },
) {
  const { payload } = req
  const email = normaliseEmail(input.email)
  await throttleLogin(req, 'customers', email)
  if (!email || typeof input.password !== 'string' || input.password.trim() === '')
    throw new ControlError('loginFailed', 401)
  const known = await payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: email } },
    select: { id: true },
    req,
  })
  if (!known) {
    await spendPasswordCheck(input.password)
    throw new ControlError('loginFailed', 401)
  }
  try {
    const result = await payload.login({
      collection: 'customers',
      data: { email, password: input.password },
      req,
      depth: 0,
    })
    if (!result.token) throw new ControlError('loginFailed', 401)
    await loginSucceeded(req, 'customers', email)
    headers['Set-Cookie'] = generatePayloadCookie({
      collectionAuthConfig: payload.collections.customers.config.auth,
      cookiePrefix: payload.config.cookiePrefix,
      token: result.token,
    })
    return true
  } catch (error) {
    if (error instanceof ControlError) throw error
    if ((error as { name?: string }).name === 'UnverifiedEmail')
      throw new ControlError('unverified', 403)
    throw new ControlError('loginFailed', 401)
  }
}

/**
 * Forgot password: always answers true after the same work, one lookup and one queued job. The
 * job issues the single-use link (valid for one hour) and mails it; for an unknown address its
 * input names no account and it does nothing.
 */
export async function requestPasswordReset(
  req: PayloadRequest,
  input: { email: string; locale?: string | null },
) {
  await enforceRateLimit(req, 'reset')
  const email = normaliseEmail(input.email)
  if (!isEmail(email)) throw new ControlError('emailInvalid', 400, { field: 'email' })
  const { payload } = req
  const known = await payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: email } },
    select: { id: true },
    req,
  })
  await queueAccountEmail(payload, {
    kind: 'passwordReset',
    customer: known ? String(known.id) : '',
    locale: localeOf(input.locale),
  })
  return true
}

export async function resetCustomerPassword(
  req: PayloadRequest,
  input: { token: string; password: string },
) {
  await enforceRateLimit(req, 'reset')
  checkPassword(input.password)
  if (!input.token) throw new ControlError('invalidToken', 403)
  try {
    await req.payload.resetPassword({
      collection: 'customers',
      data: { token: input.token, password: input.password },
      overrideAccess: true,
      req,
    })
  } catch {
    throw new ControlError('invalidToken', 403)
  }
  return true
}

function checkOrganisationName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : ''
  if (!name) throw new ControlError('nameRequired', 400, { field: 'name' })
  if (name.length < 2 || name.length > 80)
    throw new ControlError('nameLength', 400, { field: 'name' })
  return name
}

/** The trial's organisation quota is checked by the collection's create hook (every path). */
export async function createOrganisation(
  req: PayloadRequest,
  input: { name: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  return req.payload.create({
    collection: 'organisations',
    data: { name, owner: user.id },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

export async function renameOrganisation(
  req: PayloadRequest,
  input: { id: string; name: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(input.id),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!organisation) throw new ControlError('notFound', 404)
  if (relationId(organisation.owner) !== user.id) throw new ControlError('notOwner', 403)
  return req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { name },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

export async function inviteMember(
  req: PayloadRequest,
  input: { organisation: string; email: string; locale?: string | null },
) {
  const user = requireCustomer(req)
  await enforceRateLimit(req, 'invite')
  const email = normaliseEmail(input.email)
  if (!isEmail(email)) throw new ControlError('emailInvalid', 400, { field: 'email' })
  const { payload } = req
  const organisation = await payload.findByID({
    collection: 'organisations',
    id: toId(input.organisation),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!organisation) throw new ControlError('notFound', 404)
  if (relationId(organisation.owner) !== user.id) throw new ControlError('notOwner', 403)

  const memberIds = (organisation.members ?? []).map((member) => relationId(member.customer))
  const members = await payload.find({
    collection: 'customers',
    where: { id: { in: memberIds } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (members.docs.some((member) => member.email.toLowerCase() === email))
    throw new ControlError('alreadyMember', 409, { field: 'email' })

  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + invitationDays * 24 * 60 * 60 * 1000).toISOString()
  const stored = await payload.findByID({
    collection: 'organisations',
    id: organisation.id,
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  const invitations = (stored.invitations ?? [])
    .filter(
      (invitation) =>
        invitation.email.toLowerCase() !== email && new Date(invitation.expiresAt) > new Date(),
    )
    .map(({ id: _id, ...invitation }) => ({
      ...invitation,
      invitedBy: relationId(invitation.invitedBy),
    }))
  invitations.push({ email, tokenHash: hashToken(token), expiresAt, invitedBy: user.id })
  await payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { invitations },
    overrideAccess: true,
    depth: 0,
  })

  const locale: Locale = localeOf(input.locale ?? user.locale)
  const mail = invitationEmail(locale, {
    organisation: organisation.name,
    inviter: user.name || user.email,
    email,
    token,
  })
  await payload.sendEmail({ to: email, ...mail })
  return true
}

/** The organisation an invitation token belongs to (and the invitation), or null when invalid or expired. */
export async function findInvitation(req: PayloadRequest, token: string) {
  if (!token || token.length > 200) return null
  const tokenHash = hashToken(token)
  const { docs } = await req.payload.find({
    collection: 'organisations',
    where: { 'invitations.tokenHash': { equals: tokenHash } },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
    limit: 1,
  })
  const organisation = docs[0]
  const invitation = organisation?.invitations?.find((entry) => entry.tokenHash === tokenHash)
  if (!organisation || !invitation || new Date(invitation.expiresAt) <= new Date()) return null
  return { organisation, invitation }
}

export async function acceptInvitation(
  req: PayloadRequest,
  input: { token: string },
): Promise<Organisation> {
  const user = requireCustomer(req)
  const found = await findInvitation(req, input.token)
  if (!found || found.invitation.email.toLowerCase() !== user.email.toLowerCase())
    throw new ControlError('invalidInvitation', 403)
  const { organisation, invitation } = found
  const members = (organisation.members ?? []).map(({ id: _id, ...member }) => ({
    ...member,
    customer: relationId(member.customer),
  }))
  if (!members.some((member) => member.customer === user.id))
    members.push({ customer: user.id, role: 'member' })
  const invitations = (organisation.invitations ?? [])
    .filter((entry) => entry.id !== invitation.id)
    .map(({ id: _id, ...entry }) => ({
      ...entry,
      invitedBy: relationId(entry.invitedBy),
    }))
  return req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { members, invitations },
    overrideAccess: true,
    depth: 0,
  })
}

const newInstanceId = () => `inst-${randomBytes(6).toString('hex')}`

/** Launch: every wizard rule again, the trial, membership, the owner's instance quota; then the instance and its provisioning job. */
export async function launchEngineInstance(
  req: PayloadRequest,
  input: Partial<LaunchInput> & { organisation: string },
): Promise<EngineInstance> {
  const user = requireCustomer(req)
  const { payload } = req
  const customer = await payload.findByID({
    collection: 'customers',
    id: user.id,
    overrideAccess: true,
    depth: 0,
  })
  if (trialHasEnded(customer.trialEndsAt)) throw new ControlError('trialEnded', 403)
  const organisation = await payload.findByID({
    collection: 'organisations',
    id: toId(input.organisation),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!organisation) throw new ControlError('notFound', 404)
  const errors = launchErrors(input)
  if (Object.keys(errors).length) throw new ControlError('invalidInput', 400, { fields: errors })
  await assertInstanceQuota(req, relationId(organisation.owner))
  const data = normaliseLaunchInput(input)
  const settings = await hostingSettings(payload)

  for (let tries = 0; ; tries++) {
    const subdomain = await uniqueSubdomain(
      data.shopName,
      async (candidate) =>
        (
          await payload.count({
            collection: 'engine-instances',
            where: { subdomain: { equals: candidate } },
            overrideAccess: true,
          })
        ).totalDocs > 0,
    )
    const hosts = instanceHosts(subdomain, settings.instanceDomain)
    try {
      const instance = await payload.create({
        collection: 'engine-instances',
        data: {
          ...data,
          organisation: organisation.id,
          instanceId: newInstanceId(),
          subdomain,
          status: 'provisioning',
          defaultSender: defaultSender(data.shopName, subdomain, settings.sharedMailDomain),
          apiUrl: hosts.apiUrl,
          adminUrl: hosts.adminUrl,
          launchedBy: user.id,
          provisioningAttempts: 0,
          services: initialServices({
            apiUrl: hosts.apiUrl,
            adminUrl: hosts.adminUrl,
            database: `${subdomain}-db`,
            email: data.senderEmail
              ? `smtp://${data.smtpHost}:${data.smtpPort}`
              : `smtp://${settings.sharedMailDomain}`,
          }),
          tasks: initialTasks(),
        },
        overrideAccess: true,
        depth: 0,
      })
      await payload.jobs.queue({
        task: provisionTaskSlug,
        input: { instance: String(instance.id) },
      })
      return instance
    } catch (error) {
      const unique = /unique|subdomain|instanceId/i.test(
        `${(error as Error).message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
      )
      if (!unique || tries >= 4) {
        payload.logger.error({ err: error, msg: 'launching an engine instance failed' })
        throw new ControlError('launchFailed', 500)
      }
    }
  }
}
