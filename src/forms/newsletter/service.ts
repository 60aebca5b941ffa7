import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { toId } from '@/utilities/ids'

import { redeemFormStart } from '../formStart'
import { formText } from '../messages'
import { limits, tooFast } from '../rules'
import { enforceRateLimit } from '../submissionHooks'
import { tokenHash, tokenSubject, verifyNewsletterToken } from './tokens'

export type NewsletterResult = {
  ok: boolean
  fieldErrors: { field: string; message: string }[]
  message?: string | null
}

export type SubscribeInput = {
  email: string
  locale: Locale
  formId?: number | string | null
  honeypot?: string | null
  /** The server-issued form start token (issueFormStart). */
  startToken?: string | null
  fieldName?: string
}

/**
 * Records a sign-up as `pending` and queues the double opt-in e-mail. A second sign-up with the
 * same address changes nothing (a pending one gets its e-mail again); the answer is the same
 * either way, so nobody learns whether an address is subscribed.
 */
export async function subscribe(
  payload: Payload,
  req: Partial<PayloadRequest>,
  input: SubscribeInput,
): Promise<NewsletterResult> {
  const { locale } = input
  await enforceRateLimit(req, 'newsletter', locale)
  const field = input.fieldName || 'email'
  const email = input.email.trim().toLowerCase()
  const parsed = z
    .string()
    .max(limits.email, { message: formText(locale, 'validation.tooLong', { max: limits.email }) })
    .refine((value) => value !== '', { message: formText(locale, 'validation.required') })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: formText(locale, 'validation.email'),
    })
    .safeParse(email)
  if (!parsed.success)
    return { ok: false, fieldErrors: [{ field, message: parsed.error.issues[0]!.message }] }

  const startedAt = await redeemFormStart(payload, input.startToken)
  if ((input.honeypot ?? '').trim() !== '' || tooFast(startedAt))
    return { ok: true, fieldErrors: [] } // silently dropped

  const existing = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const current = existing.docs[0]
  if (current) {
    if (current.status === 'pending') {
      await payload.jobs.queue({
        task: 'sendNewsletterOptIn',
        input: { subscriberId: String(current.id) },
      })
    } else if (current.status === 'unsubscribed') {
      await payload.update({
        collection: 'newsletter-subscribers',
        id: current.id,
        data: { status: 'pending', locale, unsubscribedAt: null },
        overrideAccess: true,
        depth: 0,
      })
      await payload.jobs.queue({
        task: 'sendNewsletterOptIn',
        input: { subscriberId: String(current.id) },
      })
    }
    return { ok: true, fieldErrors: [] }
  }

  // The form only labels the subscription: an id no form can have is left out, not refused.
  const form = input.formId ? toId(input.formId) : undefined
  let created
  try {
    created = await payload.create({
      collection: 'newsletter-subscribers',
      data: {
        email,
        locale,
        status: 'pending',
        form: typeof form === 'number' && form > 0 ? form : undefined,
      },
      overrideAccess: true,
      depth: 0,
    })
  } catch {
    // A concurrent sign-up with the same address won the unique index: ignore the duplicate.
    return { ok: true, fieldErrors: [] }
  }
  // The opt-in job creates the link tokens and stores their hashes when it sends the e-mail.
  await payload.jobs.queue({
    task: 'sendNewsletterOptIn',
    input: { subscriberId: String(created.id) },
  })
  return { ok: true, fieldErrors: [] }
}

async function subscriberFor(payload: Payload, purpose: 'confirm' | 'unsubscribe', token: unknown) {
  const id = tokenSubject(token)
  if (!id) return null
  const doc = await payload
    .findByID({
      collection: 'newsletter-subscribers',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  if (!doc || !verifyNewsletterToken(purpose, token as string, doc.id, doc.email)) return null
  return doc
}

/**
 * Confirms a pending sign-up from the e-mail link. The token must be the latest one mailed (its
 * hash is stored), unexpired (7 days) and unused: confirming clears the stored hash, so a second
 * use, or an older link, is refused.
 */
export async function confirmSubscription(
  payload: Payload,
  req: Partial<PayloadRequest>,
  token: unknown,
  locale: Locale,
): Promise<boolean> {
  await enforceRateLimit(req, 'newsletter-token', locale, { limit: 30, windowMs: 10 * 60 * 1000 })
  const doc = await subscriberFor(payload, 'confirm', token)
  if (
    !doc ||
    doc.status !== 'pending' ||
    !doc.confirmationToken ||
    doc.confirmationToken !== tokenHash(token as string)
  )
    return false
  await payload.update({
    collection: 'newsletter-subscribers',
    id: doc.id,
    data: { status: 'confirmed', confirmedAt: new Date().toISOString(), confirmationToken: null },
    overrideAccess: true,
    depth: 0,
  })
  return true
}

/**
 * Ends a subscription from any newsletter's (or the opt-in e-mail's) unsubscribe link. The link
 * stays valid while the subscription exists and using it again changes nothing.
 */
export async function unsubscribe(
  payload: Payload,
  req: Partial<PayloadRequest>,
  token: unknown,
  locale: Locale,
): Promise<boolean> {
  await enforceRateLimit(req, 'newsletter-token', locale, { limit: 30, windowMs: 10 * 60 * 1000 })
  const doc = await subscriberFor(payload, 'unsubscribe', token)
  if (!doc) return false
  if (doc.status !== 'unsubscribed') {
    await payload.update({
      collection: 'newsletter-subscribers',
      id: doc.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
    })
  }
  return true
}
