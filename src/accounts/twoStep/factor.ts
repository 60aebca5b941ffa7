import { createHash, randomInt } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'
import type { Payload } from 'payload'
import QRCode from 'qrcode'

import type { AccountCollection } from '@/accounts/sessions'
import { markOnce } from '@/locks'
import type { TwoStepFactor } from '@/payload-types'
import { decryptSecret, encryptSecret, isEncrypted } from '@/security/crypto'

/** An account of either collection people sign in to. */
export type Account = { collection: AccountCollection; id: number | string }

export const accountKey = ({ collection, id }: Account) => `${collection}:${id}`

const collection = 'two-step-factors'
/** The issuer the authenticator app shows beside the account's e-mail address. */
export const totpIssuer = 'Unbound'
/** Seconds of one time step (RFC 6238's default, what every authenticator app uses). */
const period = 30
/** A set-up not confirmed within this time is started again. */
const setUpValidMs = 15 * 60 * 1000
export const recoveryCodeCount = 10
/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'

export type FactorRow = TwoStepFactor

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export async function factorOf(payload: Payload, account: Account): Promise<FactorRow | null> {
  const { docs } = await payload.find({
    collection,
    where: { account: { equals: accountKey(account) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return (docs[0] as FactorRow | undefined) ?? null
}

/** Whether the account asks for an authenticator code after the password. */
export const isOn = (row: FactorRow | null): row is FactorRow & { secret: string } =>
  Boolean(row?.enabledAt && isEncrypted(row.secret))

/** Writes the account's row (created on first use), outside any transaction of the request. */
export async function saveFactor(
  payload: Payload,
  account: Account,
  data: Partial<Omit<FactorRow, 'id' | 'account' | 'createdAt' | 'updatedAt'>>,
): Promise<void> {
  const row = await factorOf(payload, account)
  if (row)
    await payload.update({
      collection,
      id: row.id,
      data,
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
  else
    await payload.create({
      collection,
      data: { account: accountKey(account), ...data },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
}

export async function removeFactor(payload: Payload, account: Account): Promise<void> {
  await payload.delete({
    collection,
    where: { account: { equals: accountKey(account) } },
    overrideAccess: true,
    depth: 0,
    disableTransaction: true,
  })
}

export type SetUp = { secret: string; uri: string; qrSvg: string }

/** A new secret for the authenticator app, kept encrypted as the pending set-up. */
export async function startSetUp(
  payload: Payload,
  account: Account,
  label: string,
): Promise<SetUp> {
  const secret = generateSecret()
  await saveFactor(payload, account, {
    pendingSecret: encryptSecret(secret),
    pendingSince: new Date().toISOString(),
  })
  const uri = generateURI({ issuer: totpIssuer, label, secret, period })
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, uri, qrSvg }
}

export const pendingSecretOf = (row: FactorRow | null): string | null =>
  row?.pendingSecret &&
  isEncrypted(row.pendingSecret) &&
  row.pendingSince &&
  Date.now() - new Date(row.pendingSince).getTime() < setUpValidMs
    ? decryptSecret(row.pendingSecret)
    : null

const codeShape = /^\d{6}$/

/**
 * The time step of a correct code of `secret` for now (one step of drift either way), taken
 * once: a step at or before `lastStep` is refused, and two requests racing with the same code
 * meet on the once-only marker. Null for a wrong, old or used code.
 */
export async function acceptCode(
  payload: Payload,
  account: Account,
  secret: string,
  code: string,
  lastStep: number | null | undefined,
): Promise<number | null> {
  const token = code.replace(/\s+/g, '')
  if (!codeShape.test(token)) return null
  const result = await verify({
    secret,
    token,
    period,
    epochTolerance: period,
    ...(typeof lastStep === 'number' ? { afterTimeStep: lastStep } : {}),
  })
  if (!result.valid || !('timeStep' in result)) return null
  const step = result.timeStep
  const fresh = await markOnce(
    payload,
    `two-step:step:${accountKey(account)}:${step}`,
    new Date((step + 3) * period * 1000),
  )
  return fresh ? step : null
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

const recoveryHash = (account: Account, code: string) =>
  sha256(`${accountKey(account)}:${normaliseRecoveryCode(code)}`)

/** Ten new codes of 12 characters (about 59 bits each), as the account sees them once. */
export function newRecoveryCodes(account: Account): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(
      { length: 12 },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    ).join('')
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
  })
  return { codes, hashes: codes.map((code) => recoveryHash(account, code)) }
}

export const storedRecoveryHashes = (row: FactorRow | null): string[] =>
  Array.isArray(row?.recoveryCodes)
    ? row.recoveryCodes.filter((hash): hash is string => typeof hash === 'string')
    : []

/**
 * Takes one unused recovery code of the account: true once per code. The code's hash leaves the
 * stored list, and a once-only marker decides between two requests using it at the same moment.
 */
export async function spendRecoveryCode(
  payload: Payload,
  account: Account,
  row: FactorRow,
  code: string,
): Promise<boolean> {
  if (normaliseRecoveryCode(code).length !== 12) return false
  const hash = recoveryHash(account, code)
  const hashes = storedRecoveryHashes(row)
  if (!hashes.includes(hash)) return false
  if (!(await markOnce(payload, `two-step:recovery:${hash}`, new Date(Date.now() + 366 * 864e5))))
    return false
  await saveFactor(payload, account, { recoveryCodes: hashes.filter((entry) => entry !== hash) })
  return true
}

/**
 * Checks a code of an account with two-step sign-in on: an authenticator code (recorded as the
 * last step) or a recovery code (used up). Which one it was, or null.
 */
export async function checkSecondFactor(
  payload: Payload,
  account: Account,
  row: FactorRow & { secret: string },
  code: string,
): Promise<'totp' | 'recoveryCode' | null> {
  const step = await acceptCode(payload, account, decryptSecret(row.secret), code, row.lastStep)
  if (step !== null) {
    await saveFactor(payload, account, { lastStep: step })
    return 'totp'
  }
  return (await spendRecoveryCode(payload, account, row, code)) ? 'recoveryCode' : null
}
