import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access'

import type { Account } from './factor'
import {
  beginSetUp,
  confirmSetUp,
  disableTwoStep,
  regenerateRecoveryCodes,
  twoStepStatus,
  TwoStepError,
} from './manage'
import { completeSignIn, openTicket, TicketInvalid } from './signIn'
import { readTicket } from './ticket'

/** The base path of the staff's two-step endpoints on the users collection. */
export const staffTwoStepPath = '/two-step'

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  const body = await req.json?.().catch(() => null)
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

/** The signed-in staff member's own account; anyone else is refused. */
function staffAccount(req: PayloadRequest): Account {
  if (!isStaffUser(req.user)) throw new TwoStepError('unauthorised', 401)
  return { collection: 'users', id: req.user.id }
}

/**
 * The account a set-up is for: the signed-in staff member's, or the one of a pending sign-in
 * the staff policy sent to set a second factor up (its ticket in the body).
 */
function setUpAccount(req: PayloadRequest, body: Record<string, unknown>): Account {
  if (body.ticket === undefined) return staffAccount(req)
  const ticket = readTicket(req.payload, body.ticket)
  if (!ticket || ticket.kind !== 'setUp' || ticket.collection !== 'users') throw new TicketInvalid()
  return ticket
}

const json = (body: unknown, headers?: HeadersInit) => Response.json(body, { headers })

/**
 * The staff's two-step sign-in, under /api/users/two-step (the admin's log-in view and account
 * field call them):
 * - GET: whether it is on, and the recovery codes left (signed in);
 * - POST /set-up: a new secret as QR code and text (signed in, or `ticket` of the policy's set-up);
 * - POST /confirm `{ code, ticket? }`: turns it on, answers the recovery codes (with a ticket, also
 *   signs in);
 * - POST /disable, /recovery-codes `{ code }`: off, or new recovery codes (signed in);
 * - POST /sign-in `{ ticket, code }`: the second step after the password; sets the cookie.
 */
export const staffTwoStepEndpoints: Endpoint[] = [
  {
    path: staffTwoStepPath,
    method: 'get',
    handler: async (req) => json(await twoStepStatus(req, staffAccount(req))),
  },
  {
    path: `${staffTwoStepPath}/set-up`,
    method: 'post',
    handler: async (req) => json(await beginSetUp(req, setUpAccount(req, await bodyOf(req)))),
  },
  {
    path: `${staffTwoStepPath}/confirm`,
    method: 'post',
    handler: async (req) => {
      const body = await bodyOf(req)
      if (body.ticket === undefined)
        return json({ recoveryCodes: await confirmSetUp(req, staffAccount(req), body.code) })
      const { account, failed, finish } = await openTicket(req, body.ticket, 'setUp', 'users')
      let recoveryCodes: string[]
      try {
        recoveryCodes = await confirmSetUp(req, account, body.code)
      } catch (error) {
        if ((error as { message?: unknown }).message === 'codeInvalid') throw await failed()
        throw error
      }
      const session = await finish('totp')
      return json({ recoveryCodes }, { 'Set-Cookie': session.cookie })
    },
  },
  {
    path: `${staffTwoStepPath}/disable`,
    method: 'post',
    handler: async (req) =>
      json({ ok: await disableTwoStep(req, staffAccount(req), (await bodyOf(req)).code) }),
  },
  {
    path: `${staffTwoStepPath}/recovery-codes`,
    method: 'post',
    handler: async (req) =>
      json({
        recoveryCodes: await regenerateRecoveryCodes(
          req,
          staffAccount(req),
          (await bodyOf(req)).code,
        ),
      }),
  },
  {
    path: `${staffTwoStepPath}/sign-in`,
    method: 'post',
    handler: async (req) => {
      const body = await bodyOf(req)
      const { session } = await completeSignIn(req, body.ticket, body.code, 'users')
      return json(
        { ok: true, exp: Math.floor(session.expiresAt.getTime() / 1000) },
        {
          'Set-Cookie': session.cookie,
        },
      )
    },
  },
]
