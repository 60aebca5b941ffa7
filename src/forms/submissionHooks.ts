import {
  APIError,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { isStaffUser } from '@/access'
import { env } from '@/config/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { metrics } from '@/observability/metrics'
import type { Form } from '@/payload-types'
import { clientAddress } from '@/security/clientAddress'
import { rateLimit } from '@/security/rateLimit'

import { verifyCaptcha } from './captcha'
import { redeemFormStart } from './formStart'
import { formText } from './messages'
import { captchaFieldOf, parseSubmission, summarize, tooFast } from './rules'

/** Submissions per client address and window, before RATE_LIMIT_MULTIPLIER. */
export const submissionRateLimit = {
  limit: env().FORM_RATE_LIMIT,
  windowMs: 10 * 60 * 1000,
}

export const submissionContextKey = 'publicSubmission'

/**
 * Throws the 429 refusal when the client used up its submissions. While the shared limits (Redis)
 * are unreachable, forms count in this process instead: visitors can still write, within each
 * server's own limit.
 */
export async function enforceRateLimit(
  req: Partial<PayloadRequest>,
  scope: string,
  locale: Locale,
  limit = submissionRateLimit,
) {
  const result = await rateLimit({
    key: `form:${scope}:${clientAddress(req.headers)}`,
    ...limit,
    whenUnavailable: 'memory',
  })
  if (!result.ok) {
    metrics().rateLimitRefusals.inc({ limit: `form:${scope}` })
    req.responseHeaders?.set?.('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)))
    throw new APIError(
      formText(locale, 'rateLimited'),
      429,
      { retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) },
      true,
    )
  }
}

const requestLocale = (
  req: Partial<PayloadRequest>,
  data: Record<string, unknown> | undefined,
): Locale => {
  if (isLocale(data?.locale)) return data.locale
  if (isLocale(req.locale)) return req.locale
  return 'de-CH'
}

/**
 * The rules every public submission meets, however it arrives (the submitForm mutation, REST
 * /api/form-submissions, GraphQL createFormSubmission): rate limit per client address, the
 * form's own fields validated with bounded lengths, the captcha when the form has one, honeypot
 * and minimum fill time (failures are stored as spam and announce nothing). The fill time counts
 * from a time the server issued: the captcha challenge's, or the form start token's (single use).
 * Staff and the Local API without the public flag are trusted.
 */
export const validatePublicSubmission: CollectionBeforeValidateHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create' || !data) return data
  const isPublic = req.context?.[submissionContextKey] === true || req.payloadAPI !== 'local'
  if (!isPublic || isStaffUser(req.user)) return data
  const locale = requestLocale(req, data)

  await enforceRateLimit(req, 'submit', locale)

  const formId =
    typeof data.form === 'object' && data.form ? (data.form as { id?: unknown }).id : data.form
  let form: Form | undefined
  if (formId !== undefined && formId !== null && String(formId).length < 40) {
    form = await req.payload
      .findByID({
        collection: 'forms',
        id: formId as number,
        locale,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      .then((doc) => doc ?? undefined)
      .catch(() => undefined)
  }
  if (!form) {
    throw new ValidationError({
      collection: 'form-submissions',
      errors: [{ path: 'form', message: formText(locale, 'validation.invalidForm') }],
    })
  }

  const parsed = parseSubmission(form, data.submissionData, locale)
  if (parsed.errors.length) {
    throw new ValidationError({
      collection: 'form-submissions',
      errors: parsed.errors.map((error) => ({ path: error.field, message: error.message })),
    })
  }

  const captchaField = captchaFieldOf(form)
  let startedAt: number | null
  if (captchaField) {
    const check = await verifyCaptcha(req.payload, parsed.captchaToken, parsed.captchaAnswer)
    if (!check.ok) {
      throw new ValidationError({
        collection: 'form-submissions',
        errors: [{ path: captchaField.name, message: formText(locale, `captcha.${check.reason}`) }],
      })
    }
    startedAt = check.startedAt
  } else {
    startedAt = await redeemFormStart(req.payload, parsed.startToken)
  }

  const spam = parsed.honeypot.trim() !== '' || tooFast(startedAt)
  return {
    ...data,
    form: form.id,
    submissionData: parsed.entries,
    locale,
    status: spam ? 'spam' : 'new',
    ...summarize(form, parsed.entries),
  }
}

/** A stored, non-spam submission queues its e-mails: the job sends them, with retries. */
export const queueNotification: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.status === 'spam' || req.context?.skipNotification) return doc
  await req.payload.jobs.queue({
    task: 'notifySubmission',
    input: { submissionId: String(doc.id) },
    req,
  })
  return doc
}
