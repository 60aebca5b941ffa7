import { gql, type TypedDocumentNode } from '@apollo/client'

/** The end of the trial, browser side: "Request an offer" (see trialEndGraphql.ts). */
export const REQUEST_TRIAL_OFFER: TypedDocumentNode<
  { requestTrialOffer: boolean },
  { company: string; message: string; phone?: string | null; locale?: string | null }
> = gql`
  mutation RequestTrialOffer(
    $company: String!
    $message: String!
    $phone: String
    $locale: String
  ) {
    requestTrialOffer(company: $company, message: $message, phone: $phone, locale: $locale)
  }
`
