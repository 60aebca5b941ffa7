/**
 * The rules of the "Request an offer" form, shared by the browser (shown at once) and the server
 * (requestTrialOffer). Each error is a message key under `control.trialEnd.errors`.
 */
export const offerLimits = { company: 200, message: 5000, phone: 40 } as const

export type OfferInput = { company: string; message: string; phone?: string | null }
export type OfferErrorCode = 'companyRequired' | 'messageRequired' | 'phoneInvalid' | 'tooLong'
export type OfferErrors = Partial<Record<keyof OfferInput, OfferErrorCode>>

const phonePattern = /^[+0-9 ()./-]{5,}$/

export function offerErrors(input: Partial<OfferInput>): OfferErrors {
  const errors: OfferErrors = {}
  const company = (input.company ?? '').trim()
  const message = (input.message ?? '').trim()
  const phone = (input.phone ?? '').trim()
  if (!company) errors.company = 'companyRequired'
  else if (company.length > offerLimits.company) errors.company = 'tooLong'
  if (!message) errors.message = 'messageRequired'
  else if (message.length > offerLimits.message) errors.message = 'tooLong'
  if (phone.length > offerLimits.phone) errors.phone = 'tooLong'
  else if (phone && !phonePattern.test(phone)) errors.phone = 'phoneInvalid'
  return errors
}
