import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { z } from 'zod'

import { isCustomerUser, isStaffUser } from '@/access'
import { securityEvent, startSession } from '@/accounts/sessions'
import { checkField, checkInput, ControlError } from '@/control/shared/errors'
import type { ResponseHeaders } from '@/graphql/builder'
import type { Passkey } from '@/payload-types'
import { enforceLimit, loginLimits } from '@/security/loginLimits'
import { passwordMatches } from '@/security/passwordCheck'

import { consumeChallenge, issueChallenge, timeoutMs } from './challenges'
import { relyingParty, relyingPartyName, userHandle } from './relyingParty'
import {
  addPasskeyInput,
  confirmationOptionsInput,
  maxPasskeys,
  removePasskeyInput,
  signInInput,
  signInOptionsInput,
  type Ceremony,
  type PasskeyAccountCollection,
} from './rules'

const minutes = (count: number) => count * 60 * 1000

/** The library base64url-encodes the challenge it is given: it takes the stored one's bytes. */
const challengeBytes = (challenge: string) => new Uint8Array(Buffer.from(challenge, 'base64url'))

/**
 * Per client address: managing one's passkeys (options, add, remove) and asking for sign-in
 * options. The sign-in itself counts against the log-in limit of its kind of account.
 */
export const passkeyLimits = {
  passkeys: { limit: 30, windowMs: minutes(15) },
  passkeySignInOptions: { limit: 30, windowMs: minutes(15) },
} as const

type Account = { collection: PasskeyAccountCollection; id: string; email: string; name: string }

/**
 * The signed-in customer or staff member the operation acts for; anyone else gets 401. A change
 * (options, adding, removing) counts against the client address's limit; reading the list does not.
 */
async function signedInAccount(req: PayloadRequest, { change = true } = {}): Promise<Account> {
  const { user } = req
  if (!isCustomerUser(user) && !isStaffUser(user)) throw new ControlError('unauthorised', 401)
  if (change) await enforceLimit(req, 'passkeys', passkeyLimits.passkeys)
  return {
    collection: user.collection,
    id: String(user.id),
    email: user.email,
    name: user.name || user.email,
  }
}

/** A passkey as its owner sees it: never the key, the counter or the credential id. */
export type PasskeyView = {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

const passkeyView = (doc: Passkey): PasskeyView => ({
  id: String(doc.id),
  name: doc.name,
  createdAt: doc.createdAt,
  lastUsedAt: doc.lastUsedAt ?? null,
})

const accountWhere = (collection: PasskeyAccountCollection, id: string) =>
  ({
    and: [{ accountCollection: { equals: collection } }, { account: { equals: id } }],
  }) satisfies Where as { and: Where[] }

async function passkeysOf(payload: Payload, collection: PasskeyAccountCollection, id: string) {
  const { docs } = await payload.find({
    collection: 'passkeys',
    where: accountWhere(collection, id),
    sort: 'createdAt',
    limit: maxPasskeys,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** Whether the account has at least one passkey (a second factor for the staff policy). */
export async function hasPasskey(
  payload: Payload,
  collection: PasskeyAccountCollection,
  id: number | string,
): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'passkeys',
    where: accountWhere(collection, String(id)),
    overrideAccess: true,
  })
  return totalDocs > 0
}

const transportsOf = (doc: Passkey) =>
  (doc.transports ? doc.transports.split(',') : []) as AuthenticatorTransport[]

/** The browser's answer: JSON with the credential's id and the signed client data. */
function parseResponse<Response extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  text: string,
): { response: Response; challenge: string } {
  try {
    const response = JSON.parse(text) as Response
    if (typeof response?.id !== 'string' || typeof response.response?.clientDataJSON !== 'string')
      throw new Error('not a WebAuthn answer')
    const { challenge } = decodeClientDataJSON(response.response.clientDataJSON)
    if (typeof challenge !== 'string') throw new Error('no challenge')
    return { response, challenge }
  } catch {
    throw new ControlError('passkeyFailed', 400)
  }
}

/** Uses up the answer's challenge for exactly this ceremony and account, or fails. */
async function spendChallenge(
  req: PayloadRequest,
  challenge: string,
  ceremony: Ceremony,
  collection: PasskeyAccountCollection,
  account: string | undefined,
  status: number,
) {
  const binding = { ceremony, accountCollection: collection, account }
  if (!(await consumeChallenge(req.payload, challenge, binding)))
    throw new ControlError('passkeyFailed', status)
}

/** Why an answer was refused goes to the log (the person only reads "did not work"). */
function refused(req: PayloadRequest, ceremony: Ceremony, error: unknown, status: number): never {
  if (error instanceof ControlError) throw error
  req.payload.logger.info({
    msg: `Passkey ${ceremony} refused: ${(error as Error)?.message ?? String(error)}`,
  })
  throw new ControlError('passkeyFailed', status)
}

/**
 * Checks an assertion of one of the account's passkeys (or, for a sign-in, of any passkey of
 * the kind of account) against the stored key and counter, then records the new counter and the
 * time of use. Returns the passkey.
 */
async function verifyAssertion(
  req: PayloadRequest,
  response: AuthenticationResponseJSON,
  challenge: string,
  ceremony: Ceremony,
  candidates: Passkey[],
  status: number,
) {
  const stored = candidates.find((doc) => doc.credentialId === response.id)
  if (!stored) throw new ControlError('passkeyFailed', status)
  const { rpID, origin } = relyingParty()
  const expectedHandle = userHandle(req.payload, stored.accountCollection, stored.account).toString(
    'base64url',
  )
  if (response.response.userHandle && response.response.userHandle !== expectedHandle)
    throw new ControlError('passkeyFailed', status)
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: transportsOf(stored),
      },
    })
    if (!verified) throw new Error('not verified')
    await req.payload.update({
      collection: 'passkeys',
      id: stored.id,
      data: { counter: authenticationInfo.newCounter, lastUsedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    refused(req, ceremony, error, status)
  }
  return stored
}

/** The signed-in account's passkeys, oldest first. */
export async function listMyPasskeys(req: PayloadRequest): Promise<PasskeyView[]> {
  const account = await signedInAccount(req, { change: false })
  return (await passkeysOf(req.payload, account.collection, account.id)).map(passkeyView)
}

/**
 * Options for a new passkey of the signed-in account (JSON for the browser's
 * startRegistration): a discoverable credential with user verification, none of the account's
 * passkeys again.
 */
export async function passkeyRegistrationOptions(req: PayloadRequest): Promise<string> {
  const account = await signedInAccount(req)
  const existing = await passkeysOf(req.payload, account.collection, account.id)
  if (existing.length >= maxPasskeys) throw new ControlError('passkeyLimit', 400)
  const { rpID } = relyingParty()
  const challenge = await issueChallenge(req.payload, {
    ceremony: 'register',
    accountCollection: account.collection,
    account: account.id,
  })
  const options = await generateRegistrationOptions({
    rpName: relyingPartyName,
    rpID,
    userID: new Uint8Array(userHandle(req.payload, account.collection, account.id)),
    userName: account.email,
    userDisplayName: account.name,
    challenge: challengeBytes(challenge),
    timeout: timeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((doc) => ({
      id: doc.credentialId,
      transports: transportsOf(doc),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return JSON.stringify(options)
}

/**
 * Stores a new passkey of the signed-in account: the browser's answer to a registration
 * challenge issued to this same account, from this site's origin for its RP ID, with the user
 * verified. Every other session of the account ends and the owner gets an e-mail.
 */
export async function addPasskey(
  req: PayloadRequest,
  input: z.input<typeof addPasskeyInput>,
): Promise<PasskeyView> {
  const account = await signedInAccount(req)
  const name = checkField(addPasskeyInput.shape.name, input.name, 'name')
  const { response, challenge } = parseResponse<RegistrationResponseJSON>(
    checkField(addPasskeyInput.shape.response, input.response, 'response'),
  )
  await spendChallenge(req, challenge, 'register', account.collection, account.id, 400)
  const { rpID, origin } = relyingParty()
  let credential
  try {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    })
    if (!verification.verified) throw new Error('not verified')
    credential = verification.registrationInfo.credential
  } catch (error) {
    refused(req, 'register', error, 400)
  }
  const { totalDocs: taken } = await req.payload.count({
    collection: 'passkeys',
    where: { credentialId: { equals: credential.id } },
    overrideAccess: true,
  })
  if (taken) throw new ControlError('passkeyExists', 409)
  if ((await passkeysOf(req.payload, account.collection, account.id)).length >= maxPasskeys)
    throw new ControlError('passkeyLimit', 400)
  const doc = await req.payload.create({
    collection: 'passkeys',
    data: {
      accountCollection: account.collection,
      account: account.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? response.response.transports ?? []).join(','),
      name,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await securityEvent(req, { collection: account.collection, id: account.id, kind: 'passkeyAdded' })
  return passkeyView(doc)
}

async function ownPasskey(req: PayloadRequest, account: Account, id: string) {
  const { docs } = await req.payload.find({
    collection: 'passkeys',
    where: { and: [{ id: { equals: id } }, ...accountWhere(account.collection, account.id).and] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw new ControlError('passkeyNotFound', 404)
  return docs[0]
}

/**
 * Options for confirming the removal of passkey `id` with another of the account's passkeys
 * (JSON for the browser's startAuthentication).
 */
export async function passkeyConfirmationOptions(
  req: PayloadRequest,
  input: z.input<typeof confirmationOptionsInput>,
): Promise<string> {
  const account = await signedInAccount(req)
  const { id } = checkInput(confirmationOptionsInput, input)
  const removed = await ownPasskey(req, account, id)
  const others = (await passkeysOf(req.payload, account.collection, account.id)).filter(
    (doc) => doc.id !== removed.id,
  )
  if (!others.length) throw new ControlError('noOtherPasskey', 400)
  const challenge = await issueChallenge(req.payload, {
    ceremony: 'confirm',
    accountCollection: account.collection,
    account: account.id,
  })
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: challengeBytes(challenge),
    timeout: timeoutMs,
    userVerification: 'required',
    allowCredentials: others.map((doc) => ({
      id: doc.credentialId,
      transports: transportsOf(doc),
    })),
  })
  return JSON.stringify(options)
}

/**
 * Removes one of the signed-in account's passkeys once the account's password or an answer of
 * another of its passkeys confirms it. Every other session of the account ends and the owner
 * gets an e-mail.
 */
export async function removePasskey(
  req: PayloadRequest,
  input: z.input<typeof removePasskeyInput>,
): Promise<boolean> {
  const account = await signedInAccount(req)
  const { id, password, response } = checkInput(removePasskeyInput, input)
  const removed = await ownPasskey(req, account, id)
  if (password) {
    const stored = (await req.payload.findByID({
      collection: account.collection,
      id: account.id,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })) as { hash?: string; salt?: string }
    if (!(await passwordMatches(stored, password)))
      throw new ControlError('wrongPassword', 403, { field: 'password' })
  } else if (response) {
    const parsed = parseResponse<AuthenticationResponseJSON>(response)
    await spendChallenge(req, parsed.challenge, 'confirm', account.collection, account.id, 403)
    const others = (await passkeysOf(req.payload, account.collection, account.id)).filter(
      (doc) => doc.id !== removed.id,
    )
    await verifyAssertion(req, parsed.response, parsed.challenge, 'confirm', others, 403)
  } else {
    throw new ControlError('confirmationRequired', 403)
  }
  await req.payload.delete({
    collection: 'passkeys',
    id: removed.id,
    overrideAccess: true,
    depth: 0,
    req,
  })
  await securityEvent(req, {
    collection: account.collection,
    id: account.id,
    kind: 'passkeyRemoved',
  })
  return true
}

/**
 * Options for signing in with a passkey alone (JSON for the browser's startAuthentication):
 * no list of credentials, so the authenticator offers the passkeys it holds for this site.
 */
export async function passkeySignInOptions(
  req: PayloadRequest,
  input: z.input<typeof signInOptionsInput>,
): Promise<string> {
  await enforceLimit(req, 'passkeySignInOptions', passkeyLimits.passkeySignInOptions)
  const { accounts } = checkInput(signInOptionsInput, input)
  const challenge = await issueChallenge(req.payload, {
    ceremony: 'signIn',
    accountCollection: accounts,
  })
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().rpID,
    challenge: challengeBytes(challenge),
    timeout: timeoutMs,
    userVerification: 'required',
  })
  return JSON.stringify(options)
}

type SignInAccount = {
  id: number | string
  _verified?: boolean | null
  closedAt?: string | null
  lockUntil?: string | null
}

/**
 * Sign-in with a passkey alone: the answer to a sign-in challenge of this kind of account, from
 * this site's origin for its RP ID, with the user verified, by a stored passkey whose counter
 * grew (when it counts), of an account that may sign in (a customer's address confirmed, not
 * closed). Opens a session and sets its cookie. Counted as a log-in of the client address.
 */
export async function signInWithPasskey(
  req: PayloadRequest,
  headers: ResponseHeaders,
  input: z.input<typeof signInInput>,
): Promise<boolean> {
  const accounts = checkField(signInInput.shape.accounts, input.accounts, 'accounts')
  const action = accounts === 'users' ? 'staffLogin' : 'login'
  await enforceLimit(req, action, loginLimits[action])
  const { response, challenge } = parseResponse<AuthenticationResponseJSON>(
    checkField(signInInput.shape.response, input.response, 'response'),
  )
  await spendChallenge(req, challenge, 'signIn', accounts, undefined, 401)
  const { docs } = await req.payload.find({
    collection: 'passkeys',
    where: {
      and: [{ credentialId: { equals: response.id } }, { accountCollection: { equals: accounts } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const passkey = await verifyAssertion(req, response, challenge, 'signIn', docs, 401)
  const account = (await req.payload.db.findOne({
    collection: accounts,
    where: { id: { equals: passkey.account } },
    req,
  })) as SignInAccount | null
  if (
    !account ||
    account.closedAt ||
    (account.lockUntil && new Date(account.lockUntil).getTime() > Date.now())
  )
    throw new ControlError('passkeyFailed', 401)
  if (accounts === 'customers' && !account._verified) throw new ControlError('unverified', 403)
  const { cookie } = await startSession(req, accounts, account.id, 'passkey')
  headers['Set-Cookie'] = cookie
  return true
}
