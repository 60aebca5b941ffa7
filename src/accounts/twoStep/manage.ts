import { APIError, type PayloadRequest } from 'payload'

import { hasPasskey } from '@/accounts/passkeys'
import { loginSucceeded, throttleLogin } from '@/security/loginLimits'

import { announce } from './events'
import {
  acceptCode,
  checkSecondFactor,
  factorOf,
  isOn,
  newRecoveryCodes,
  pendingSecretOf,
  removeFactor,
  saveFactor,
  startSetUp,
  storedRecoveryHashes,
  type Account,
  type SetUp,
} from './factor'
import { secondFactorRequired } from './policy'
import { CodeInvalid, emailOf } from './signIn'

/** A refusal of managing two-step sign-in, its message a key both UIs translate. */
export class TwoStepError extends APIError {
  constructor(key: string, status = 400) {
    super(key, status, undefined, true)
  }
}

export type TwoStepStatus = { enabled: boolean; recoveryCodesLeft: number }

export async function twoStepStatus(req: PayloadRequest, account: Account): Promise<TwoStepStatus> {
  const row = await factorOf(req.payload, account)
  return {
    enabled: isOn(row),
    recoveryCodesLeft: isOn(row) ? storedRecoveryHashes(row).length : 0,
  }
}

/** Starts (or starts again) the set-up: a new secret, as a QR code and as text. */
export async function beginSetUp(req: PayloadRequest, account: Account): Promise<SetUp> {
  if (isOn(await factorOf(req.payload, account))) throw new TwoStepError('twoStepAlreadyOn', 409)
  const email = await emailOf(req, account)
  if (!email) throw new TwoStepError('unauthorised', 401)
  return startSetUp(req.payload, account, email)
}

/**
 * The first correct code of the pending set-up turns two-step sign-in on; the answer is the ten
 * recovery codes, shown this once (only their hashes are kept).
 */
export async function confirmSetUp(
  req: PayloadRequest,
  account: Account,
  code: unknown,
): Promise<string[]> {
  const { payload } = req
  const row = await factorOf(payload, account)
  if (isOn(row)) throw new TwoStepError('twoStepAlreadyOn', 409)
  const secret = pendingSecretOf(row)
  if (!row?.pendingSecret || !secret) throw new TwoStepError('setUpExpired', 409)
  const step =
    typeof code === 'string' ? await acceptCode(payload, account, secret, code, null) : null
  if (step === null) throw new CodeInvalid()
  const { codes, hashes } = newRecoveryCodes(account)
  await saveFactor(payload, account, {
    secret: row.pendingSecret,
    enabledAt: new Date().toISOString(),
    lastStep: step,
    pendingSecret: null,
    pendingSince: null,
    recoveryCodes: hashes,
  })
  await announce(req, account, 'twoStepEnabled')
  return codes
}

/**
 * A current code or a recovery code of an account with two-step sign-in on, for turning it off
 * or new recovery codes: counted like a log-in attempt (wrong codes lead to the same lock-out).
 */
async function confirmedByCode(req: PayloadRequest, account: Account, code: unknown) {
  const { payload } = req
  const email = await emailOf(req, account)
  if (!email) throw new TwoStepError('unauthorised', 401)
  await throttleLogin(req, account.collection, email)
  const row = await factorOf(payload, account)
  if (!isOn(row)) throw new TwoStepError('twoStepOff', 409)
  const method =
    typeof code === 'string' ? await checkSecondFactor(payload, account, row, code) : null
  if (!method) throw new CodeInvalid()
  await loginSucceeded(req, account.collection, email)
  if (method === 'recoveryCode') await announce(req, account, 'recoveryCodeUsed')
}

/**
 * Turns two-step sign-in off (refused for staff while the staff policy requires a second factor
 * and they have no passkey).
 */
export async function disableTwoStep(
  req: PayloadRequest,
  account: Account,
  code: unknown,
): Promise<boolean> {
  if (
    account.collection === 'users' &&
    (await secondFactorRequired(req.payload)) &&
    !(await hasPasskey(req.payload, 'users', account.id))
  )
    throw new TwoStepError('twoStepRequiredByPolicy', 403)
  await confirmedByCode(req, account, code)
  await removeFactor(req.payload, account)
  await announce(req, account, 'twoStepDisabled')
  return true
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  req: PayloadRequest,
  account: Account,
  code: unknown,
): Promise<string[]> {
  await confirmedByCode(req, account, code)
  const { codes, hashes } = newRecoveryCodes(account)
  await saveFactor(req.payload, account, { recoveryCodes: hashes })
  return codes
}
