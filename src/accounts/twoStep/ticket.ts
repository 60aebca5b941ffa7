import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { AccountCollection } from '@/accounts/sessions'

import type { Account } from './factor'

/**
 * What a pending sign-in asks next: `code` an authenticator or recovery code (two-step sign-in
 * is on), `setUp` setting up a second factor first (the staff policy requires one).
 */
export type TicketKind = 'code' | 'setUp'

export type Ticket = Account & { kind: TicketKind; issuedAt: number; expiresAt: number }

/** How long the second step may take after the password. */
const validMs: Record<TicketKind, number> = { code: 5 * 60 * 1000, setUp: 15 * 60 * 1000 }

const keyOf = (payload: Payload) =>
  Buffer.from(hkdfSync('sha256', payload.secret, 'unbound-two-step', 'sign-in-ticket', 32))

const sign = (payload: Payload, body: string) =>
  createHmac('sha256', keyOf(payload)).update(body).digest()

/**
 * A pending sign-in, issued when the password was right: the account, what it asks next and its
 * expiry, with a random part, signed with a key derived from the Payload secret. It is issued
 * inside Payload's log-in, whose transaction is rolled back when the hook refuses the session,
 * so nothing is stored then: the server records the ticket's SHA-256 (and its wrong attempts)
 * on the account's row when the ticket is first answered.
 */
export function issueTicket(payload: Payload, account: Account, kind: TicketKind): string {
  const issuedAt = Date.now()
  const body = Buffer.from(
    JSON.stringify({
      c: account.collection,
      i: account.id,
      k: kind,
      t: issuedAt,
      e: issuedAt + validMs[kind],
      n: randomBytes(16).toString('base64url'),
    }),
  ).toString('base64url')
  return `${body}.${sign(payload, body).toString('base64url')}`
}

const collections: readonly AccountCollection[] = ['customers', 'users']

/** The ticket's content when it is authentic and not expired, else null. */
export function readTicket(payload: Payload, ticket: unknown, now = Date.now()): Ticket | null {
  if (typeof ticket !== 'string' || ticket.length > 1000) return null
  const [body, mac, extra] = ticket.split('.')
  if (!body || !mac || extra !== undefined) return null
  const expected = sign(payload, body)
  const given = Buffer.from(mac, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const { c, i, k, t, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!collections.includes(c) || (typeof i !== 'number' && typeof i !== 'string')) return null
    if ((k !== 'code' && k !== 'setUp') || typeof t !== 'number' || typeof e !== 'number')
      return null
    if (e <= now) return null
    return { collection: c, id: i, kind: k, issuedAt: t, expiresAt: e }
  } catch {
    return null
  }
}
