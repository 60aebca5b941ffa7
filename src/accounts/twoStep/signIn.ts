import {
  APIError,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { startSession, type AccountCollection, type StartedSession } from '@/accounts/sessions'
import { markOnce } from '@/locks'
import { loginSucceeded, throttleLogin } from '@/security/loginLimits'

import { announce } from './events'
import { checkSecondFactor, factorOf, isOn, saveFactor, sha256, type Account } from './factor'
import { hasSecondFactor, secondFactorRequired } from './policy'
import { issueTicket, readTicket, type Ticket, type TicketKind } from './ticket'

/** Wrong codes one pending sign-in takes before it is refused for good. */
export const ticketAttempts = 5

/**
 * The password was right but the account asks for more: `step` says what (`code`: an
 * authenticator or recovery code; `setUp`: a second factor to set up first, under the staff
 * policy), `ticket` is the pending sign-in to answer it with. Payload answers it as a 401 whose
 * `data` carries both; no session is opened.
 */
export class SecondStepRequired extends APIError {
  constructor(ticket: string, step: TicketKind) {
    super('secondStepRequired', 401, { ticket, step }, true)
  }
}

/**
 * The ticket and step of a SecondStepRequired refusal, or null. Read from the error's fields, not
 * `instanceof`: the production build may hold this class more than once (src/admin/refusals.ts).
 */
export function secondStepOf(error: unknown): { ticket: string; step: TicketKind } | null {
  const { message, data } = (error ?? {}) as { message?: unknown; data?: unknown }
  if (message !== 'secondStepRequired' || typeof data !== 'object' || data === null) return null
  const { ticket, step } = data as { ticket?: unknown; step?: unknown }
  return typeof ticket === 'string' && (step === 'code' || step === 'setUp')
    ? { ticket, step }
    : null
}

/** A pending sign-in that is unknown, expired, used, superseded or out of attempts. */
export class TicketInvalid extends APIError {
  constructor() {
    super('ticketInvalid', 401, undefined, true)
  }
}

/** A wrong code for a valid pending sign-in (it counts toward the log-in lock-out). */
export class CodeInvalid extends APIError {
  constructor(data?: Record<string, unknown>) {
    super('codeInvalid', 401, { field: 'code', ...data }, true)
  }
}

/** Context flags of a password reset (Payload runs the beforeLogin hooks in it too). */
const resettingPassword = 'twoStepPasswordReset'
const sessionWithheld = 'twoStepSessionWithheld'

/** What the account asks after a right password: a code, a set-up, or nothing. */
async function secondStepFor(req: PayloadRequest, account: Account): Promise<TicketKind | null> {
  const { payload } = req
  if (isOn(await factorOf(payload, account))) return 'code'
  if (
    account.collection === 'users' &&
    (await secondFactorRequired(payload)) &&
    !(await hasSecondFactor(payload, 'users', account.id))
  )
    return 'setUp'
  return null
}

/**
 * Both auth collections' beforeLogin hook: Payload runs it inside every password log-in (REST,
 * GraphQL, Local API, logInCustomer) after the password was verified, and revokes the session it
 * had just added when the hook throws. An account with two-step sign-in on gets a ticket for the
 * code; a staff member without a second factor, while the staff policy requires one, gets a ticket
 * for setting one up. In a password reset (Payload signs in there too) the new password is kept
 * but the session is withheld (withholdResetSession): the account then logs in with both steps.
 */
export const requireSecondStep: CollectionBeforeLoginHook = async ({ collection, req, user }) => {
  const account: Account = { collection: collection.slug as AccountCollection, id: user.id }
  const step = await secondStepFor(req, account)
  if (!step) return user
  if (req.context[resettingPassword]) {
    req.context[sessionWithheld] = true
    return user
  }
  throw new SecondStepRequired(issueTicket(req.payload, account, step), step)
}

export const markPasswordReset: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') req.context[resettingPassword] = true
  return args
}

/**
 * After a password reset of an account that asks for a second step: the session Payload opened
 * is removed and its token is not answered (listed before the sessions' afterOperation hook, which
 * then keeps no session of the account).
 */
export const withholdResetSession: CollectionAfterOperationHook = async ({
  collection,
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword' || !req.context[sessionWithheld]) return result
  const answer = result as { token?: string; user?: { id: number | string } }
  const { sid } = JSON.parse(
    Buffer.from(answer.token?.split('.')[1] ?? '', 'base64url').toString() || '{}',
  ) as { sid?: string }
  if (answer.user && sid) {
    const slug = collection.slug as AccountCollection
    const stored = await req.payload.db.findOne<{
      id: number | string
      sessions?: { id: string }[] | null
    }>({ collection: slug, where: { id: { equals: answer.user.id } }, req })
    if (stored?.sessions?.some((session) => session.id === sid))
      await req.payload.db.updateOne({
        collection: slug,
        id: stored.id,
        data: { sessions: stored.sessions.filter((session) => session.id !== sid) },
        req,
        returning: false,
      })
  }
  delete answer.token
  return result
}

/** The account's e-mail address, as the log-in limits count it. */
export async function emailOf(req: PayloadRequest, account: Account): Promise<string | null> {
  const doc = await req.payload.db.findOne<{ id: number | string; email?: string | null }>({
    collection: account.collection,
    where: { id: { equals: account.id } },
    select: { email: true },
    req,
  })
  return doc?.email ? doc.email.trim().toLowerCase() : null
}

const usedKey = (ticket: string) => `two-step:ticket:${sha256(ticket)}`

/**
 * The pending sign-in `ticket` of `kind`, with the account's log-in limit counted (a 429 while the
 * client address + account pair is locked out) and the ticket's own wrong attempts checked: the
 * first answer records the ticket's hash on the account's row (an older ticket is refused from then
 * on), each wrong code counts there, and a ticket taken once is gone.
 */
export async function openTicket(
  req: PayloadRequest,
  ticket: unknown,
  kind: TicketKind,
  collection: AccountCollection,
) {
  const { payload } = req
  const read = readTicket(payload, ticket)
  if (!read || read.kind !== kind || read.collection !== collection) throw new TicketInvalid()
  const email = await emailOf(req, read)
  if (!email) throw new TicketInvalid()
  await throttleLogin(req, read.collection, email)
  const hash = sha256(ticket as string)
  let row = await factorOf(payload, read)
  if (row?.ticketHash !== hash) {
    if (row?.ticketIssuedAt && row.ticketIssuedAt > read.issuedAt) throw new TicketInvalid()
    await saveFactor(payload, read, {
      ticketHash: hash,
      ticketIssuedAt: read.issuedAt,
      ticketFailures: 0,
    })
    row = await factorOf(payload, read)
  }
  if (!row || (row.ticketFailures ?? 0) >= ticketAttempts) throw new TicketInvalid()
  const failed = async () => {
    const failures = (row.ticketFailures ?? 0) + 1
    await saveFactor(payload, read, { ticketFailures: failures })
    return new CodeInvalid({ attemptsLeft: Math.max(0, ticketAttempts - failures) })
  }
  /** Takes the ticket once, clears the pair's failed log-ins and opens the session. */
  const finish = async (method: 'totp' | 'recoveryCode'): Promise<StartedSession> => {
    if (!(await markOnce(payload, usedKey(ticket as string), new Date(read.expiresAt))))
      throw new TicketInvalid()
    await loginSucceeded(req, read.collection, email)
    return startSession(req, read.collection, read.id, method)
  }
  return { account: read as Ticket, email, row, failed, finish }
}

/**
 * The second step: the code (or a recovery code) for the pending sign-in `ticket` opens the
 * session. A code accepted once, a code of an older window, a used recovery code and every wrong
 * code fail; the last counts toward the log-in lock-out and the ticket's attempts.
 */
export async function completeSignIn(
  req: PayloadRequest,
  ticket: unknown,
  code: unknown,
  collection: AccountCollection,
): Promise<{ session: StartedSession; account: Account; method: 'totp' | 'recoveryCode' }> {
  const { account, row, failed, finish } = await openTicket(req, ticket, 'code', collection)
  if (!isOn(row)) throw new TicketInvalid()
  const method =
    typeof code === 'string' ? await checkSecondFactor(req.payload, account, row, code) : null
  if (!method) throw await failed()
  const session = await finish(method)
  if (method === 'recoveryCode') await announce(req, account, 'recoveryCodeUsed', session.sid)
  return { session, account, method }
}
