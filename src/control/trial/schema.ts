import type { GraphQLExtension, PayloadRequest } from 'payload'

import { str } from '@/graphql/fields'

import { requestTrialOffer } from './offerRequest'

type Context = { req: PayloadRequest }
type Args = Record<string, unknown>

/**
 * The end of the trial in GraphQL: requestTrialOffer(company, message, phone?, locale?) for the
 * signed-in customer ("Request an offer"). Errors carry a message key like the other control
 * operations (`invalidInput` with `extensions.data.fields`, `tooManyRequests`, `unauthorised`).
 */
export const trialEndMutations: GraphQLExtension = (GraphQL) => {
  const { GraphQLBoolean, GraphQLNonNull, GraphQLString } = GraphQL
  const required = { type: new GraphQLNonNull(GraphQLString) }
  const optional = { type: GraphQLString }
  return {
    requestTrialOffer: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { company: required, message: required, phone: optional, locale: optional },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        requestTrialOffer(req, {
          company: str(args.company),
          message: str(args.message),
          phone: str(args.phone) || null,
          locale: str(args.locale) || null,
        }),
    },
  }
}
