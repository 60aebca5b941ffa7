import type { Payload, PayloadRequest } from 'payload'

import { requireCustomer } from '@/control/shared/customer'
import { checkInput, ControlError } from '@/control/shared/errors'
import { localeOf } from '@/email/links'
import { createOfferForm } from '@/forms'
import { holdFor } from '@/locks'
import { enforceRateLimit } from '@/security/limits'

import { offerInput, type OfferInput } from './rules'

/**
 * The form sales receive offer requests through (purpose `offer`, seeded). A database seeded
 * before it existed gets it from src/forms/offerForm.ts on the first request; a marker lets one
 * request create it when several arrive at once (the others are asked to try again).
 */
async function offerFormId(payload: Payload): Promise<number | string> {
  const find = async () =>
    (
      await payload.find({
        collection: 'forms',
        where: { purpose: { equals: 'offer' } },
        sort: 'createdAt',
        limit: 1,
        depth: 0,
        select: {},
        overrideAccess: true,
      })
    ).docs[0]?.id
  const existing = await find()
  if (existing !== undefined) return existing
  if (!(await holdFor(payload, 'seed:form:offer', 60_000)))
    throw new ControlError('temporarilyUnavailable', 503)
  return (await find()) ?? createOfferForm(payload)
}

/**
 * "Request an offer" from the control area: stored as a submission of the offer form (the leads
 * list and the staff dashboard show it; the notifySubmission job mails staff), with the signed-in
 * customer's name and e-mail. Limited per client address (controlLimits.offer).
 */
export async function requestTrialOffer(req: PayloadRequest, input: OfferInput): Promise<boolean> {
  // Read in full (name, e-mail, language) when the request was authenticated.
  const customer = requireCustomer(req)
  checkInput(offerInput, input)
  await enforceRateLimit(req, 'offer')
  const { payload } = req
  const form = await offerFormId(payload)
  const name = customer.name?.trim() || customer.email
  const entries = [
    { field: 'name', value: name },
    { field: 'email', value: customer.email },
    { field: 'company', value: input.company.trim() },
    { field: 'phone', value: (input.phone ?? '').trim() },
    { field: 'message', value: input.message.trim() },
  ].filter((entry) => entry.value)
  // Without `req`: the Local API's own request, trusted (the public submission rules are for visitors).
  await payload.create({
    collection: 'form-submissions',
    data: {
      form: form as number,
      submissionData: entries,
      name,
      email: customer.email,
      locale: localeOf(input.locale || customer.locale),
      status: 'new',
    },
    overrideAccess: true,
    depth: 0,
  })
  return true
}
