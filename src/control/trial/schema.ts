import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'

import { requestTrialOffer } from './offerRequest'
import { offerInput } from './rules'

/**
 * The end of the trial in GraphQL: requestTrialOffer(company, message, phone?, locale?) for the
 * signed-in customer ("Request an offer"). Errors carry a message key like the other control
 * operations (`invalidInput` with `extensions.data.fields`, `tooManyRequests`, `unauthorised`).
 */
builder.mutationField('requestTrialOffer', (t) =>
  t.field({
    type: 'Boolean',
    nullable: false,
    args: argsFromZod(t.arg, offerInput),
    resolve: (_, args, { req }) => requestTrialOffer(req, args),
  }),
)
