import { generatePayloadCookie, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import { secondStepOf } from '@/accounts/twoStep'
import { normaliseEmail } from '@/control/shared/customer'
import { checkField, ControlError } from '@/control/shared/errors'
import { passwordMaxLength, passwordMinLength, passwordProblem } from '@/control/shared/limits'
import { emailAddress, password } from '@/control/shared/rules'
import { localeOf } from '@/email/links'
import type { ResponseHeaders } from '@/graphql/builder'
import { enforceRateLimit } from '@/security/limits'
import { loginSucceeded, throttleLogin } from '@/security/loginLimits'
import { spendPasswordCheck } from '@/security/passwordWork'

import { queueAccountEmail } from './jobs/sendAccountEmail'
import { logInInput, passwordResetInput, passwordResetRequest, signUpInput } from './rules'

/** The password rule's problem as the forms show it: the limit it broke comes along. */
function checkPassword(value: unknown) {
  const problem = passwordProblem(value)
  checkField(password, value, 'password', {
    ...(problem === 'passwordTooShort' ? { min: passwordMinLength } : {}),
    ...(problem === 'passwordTooLong' ? { max: passwordMaxLength } : {}),
  })
}

/**
 * Sign-up: the same answer and the same work whether or not the address has an account. A new
 * address gets its account (one password hash) and a queued verification e-mail; a known one
 * hashes the given password once too and queues an e-mail telling the owner.
 */
export async function signUpCustomer(req: PayloadRequest, input: z.input<typeof signUpInput>) {
  await enforceRateLimit(req, 'signup')
  const email = checkField(signUpInput.shape.email, input.email, 'email')
  checkPassword(input.password)
  const locale = localeOf(input.locale)
  const name = signUpInput.shape.name.parse(input.name)
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
  input: z.input<typeof logInInput>,
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
    // Two-step sign-in is on: the browser asks the code next and answers with the ticket
    // (logInCustomerWithCode); the password was right, but no session is open yet.
    const secondStep = secondStepOf(error)
    if (secondStep) throw new ControlError('secondStepRequired', 401, secondStep)
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
  input: z.input<typeof passwordResetRequest>,
) {
  await enforceRateLimit(req, 'reset')
  const email = checkField(emailAddress, input.email, 'email')
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
  input: z.input<typeof passwordResetInput>,
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
