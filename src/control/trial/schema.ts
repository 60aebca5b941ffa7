import { builder } from '@/graphql/builder'

import { requestTrialOffer } from './offerRequest'

/**
 * The end of the trial in GraphQL: requestTrialOffer(company, message, phone?, locale?) for the
 * signed-in customer ("Request an offer"). Errors carry a message key like the other control
 * operations (`invalidInput` with `extensions.data.fields`, `tooManyRequests`, `unauthorised`).
 */
builder.mutationField('requestTrialOffer', (t) =>
  t.field({
    type: 'Boolean',
    nullable: false,
    args: {
      company: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      phone: t.arg.string(),
      locale: t.arg.string(),
    },
    resolve: (_, args, { req }) => requestTrialOffer(req, args),
  }),
)
