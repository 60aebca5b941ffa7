import { z } from 'zod'

import { fieldErrors, trimmed } from '../shared/rules'

/**
 * The rules of the "Request an offer" form, shared by the browser (shown at once) and the server
 * (requestTrialOffer). Each error is a message key under `control.trialEnd.errors`.
 */
export const offerLimits = { company: 200, message: 5000, phone: 40 } as const

export type OfferErrorCode = 'companyRequired' | 'messageRequired' | 'phoneInvalid' | 'tooLong'

const phonePattern = /^[+0-9 ()./-]{5,}$/

const required = (code: OfferErrorCode, max: number) =>
  z
    .string({ error: code })
    .trim()
    .min(1, { error: code, abort: true })
    .max(max, { error: 'tooLong' })

/** requestTrialOffer's input; `locale` is the page's language, for the e-mails. */
export const offerInput = z.object({
  company: required('companyRequired', offerLimits.company),
  message: required('messageRequired', offerLimits.message),
  phone: trimmed.pipe(
    z
      .string()
      .max(offerLimits.phone, { error: 'tooLong', abort: true })
      .refine((phone) => !phone || phonePattern.test(phone), { error: 'phoneInvalid' }),
  ),
  locale: z.string().nullish(),
})

export type OfferInput = z.input<typeof offerInput>
export type OfferErrors = Partial<Record<keyof OfferInput, OfferErrorCode>>

export const offerErrors = (input: Partial<OfferInput>) =>
  fieldErrors<keyof OfferInput>(offerInput, input) as OfferErrors
