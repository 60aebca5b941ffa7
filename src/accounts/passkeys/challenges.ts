import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { markOnce } from '@/locks'

import type { Ceremony, PasskeyAccountCollection } from './rules'

/** How long a challenge may be answered: the browser's prompt times out before (see timeoutMs). */
const challengeValidMs = 5 * 60 * 1000
/** The browser's prompt: how long the person has to touch or unlock the authenticator. */
export const timeoutMs = 2 * 60 * 1000

type Binding = {
  ceremony: Ceremony
  accountCollection: PasskeyAccountCollection
  /** The signed-in account a registration or confirmation is for; none for a sign-in. */
  account?: string
}

const collection = 'passkey-challenges'

/**
 * A new challenge (32 random bytes, base64url) stored for one ceremony, kind of account and
 * (when given) account. Expired challenges are removed on the way.
 */
export async function issueChallenge(payload: Payload, binding: Binding): Promise<string> {
  const now = Date.now()
  await payload.delete({
    collection,
    where: { expiresAt: { less_than: new Date(now).toISOString() } },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
  const challenge = randomBytes(32).toString('base64url')
  await payload.create({
    collection,
    data: {
      challenge,
      ceremony: binding.ceremony,
      accountCollection: binding.accountCollection,
      account: binding.account ?? null,
      expiresAt: new Date(now + challengeValidMs).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
  return challenge
}

/**
 * Uses up `challenge` if it was issued for exactly this ceremony, kind of account and account
 * and has not expired: true once, false for any other challenge and for every later answer
 * (the one-time marker's unique index decides between answers that arrive together). Written
 * outside the request's transaction, so an answer that fails afterwards has used it up too.
 */
export async function consumeChallenge(
  payload: Payload,
  challenge: string,
  binding: Binding,
): Promise<boolean> {
  if (!challenge || challenge.length > 128) return false
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        { challenge: { equals: challenge } },
        { ceremony: { equals: binding.ceremony } },
        { accountCollection: { equals: binding.accountCollection } },
        binding.account === undefined
          ? { account: { exists: false } }
          : { account: { equals: binding.account } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const issued = docs[0]
  if (!issued) return false
  const first = await markOnce(
    payload,
    `passkey-challenge:${challenge}`,
    new Date(issued.expiresAt),
  )
  // A parallel answer may have removed it first.
  await payload
    .delete({ collection, id: issued.id, overrideAccess: true, depth: 0, disableTransaction: true })
    .catch(() => undefined)
  return first
}
