import { z } from 'zod'

import { idInput } from '@/graphql/zodGraphQL'

import { emailAddress } from '../shared/rules'

/**
 * The team's operations' inputs (schema.ts makes each one's GraphQL arguments from it; the
 * operations check the fields against it).
 */

/** The roles the owner gives (ownership itself moves with transferOwnership). */
export const teamRole = z.enum(['admin', 'member'], { error: 'roleInvalid' })

const organisation = idInput
/** The language of the page the invitation is sent from (the e-mail's, unless the invitee has one). */
const locale = z.string().nullish()

export const activityPageInput = z.object({
  organisation,
  page: z.int().nullish(),
  limit: z.int().nullish(),
})
export const invitationInput = z.object({ organisation, email: emailAddress, locale })
export const invitationToken = z.object({ token: z.string() })
export const roleChangeInput = z.object({
  organisation,
  customer: idInput,
  role: z.string().pipe(teamRole),
})
export const memberInput = z.object({ organisation, customer: idInput })
export const organisationOnly = z.object({ organisation })
export const invitationRef = z.object({ organisation, invitation: idInput })
export const invitationResend = z.object({ organisation, invitation: idInput, locale })
