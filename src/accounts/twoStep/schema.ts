import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'

import type { SetUp } from './factor'
import type { TwoStepStatus } from './manage'
import {
  confirmMyTwoStep,
  disableMyTwoStep,
  logInCustomerWithCode,
  myTwoStep,
  regenerateMyRecoveryCodes,
  startMyTwoStepSetUp,
} from './operations'
import { codeInput, signInCodeInput } from './rules'

/**
 * Two-step sign-in of customers in GraphQL. The signed-in customer's own (rate-limited as
 * `account`): query myTwoStep; mutations startTwoStepSetUp, confirmTwoStep, disableTwoStep,
 * regenerateRecoveryCodes. Anonymous: logInCustomerWithCode, the second step after logInCustomer
 * answered `secondStepRequired` with a ticket. The secret is answered by startTwoStepSetUp only,
 * before the set-up is confirmed; it is never readable afterwards.
 */
const Status = builder.objectRef<TwoStepStatus>('ControlTwoStep').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    recoveryCodesLeft: t.exposeInt('recoveryCodesLeft', { nullable: false }),
  }),
})

const SetUpView = builder.objectRef<SetUp>('ControlTwoStepSetUp').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', {
      nullable: false,
      description: 'The new secret (Base32), to type into the authenticator app',
    }),
    uri: t.exposeString('uri', {
      nullable: false,
      description: 'The otpauth:// URI (issuer Unbound, label the e-mail address)',
    }),
    qrSvg: t.exposeString('qrSvg', { nullable: false, description: 'The URI as a QR code (SVG)' }),
  }),
})

builder.queryField('myTwoStep', (t) =>
  t.field({
    type: Status,
    nullable: false,
    description: "Whether the signed-in customer's two-step sign-in is on",
    resolve: (_, __, { req }) => myTwoStep(req),
  }),
)

builder.mutationFields((t) => ({
  startTwoStepSetUp: t.field({
    type: SetUpView,
    nullable: false,
    description: 'A new authenticator secret, valid for 15 minutes until confirmTwoStep',
    resolve: (_, __, { req }) => startMyTwoStepSetUp(req),
  }),
  confirmTwoStep: t.stringList({
    nullable: { list: false, items: false },
    description:
      "The authenticator app's first code turns two-step sign-in on; answers the ten recovery codes, this once",
    args: argsFromZod(t.arg, codeInput),
    resolve: (_, args, { req }) => confirmMyTwoStep(req, args),
  }),
  disableTwoStep: t.field({
    type: 'Boolean',
    nullable: false,
    description: 'Turns two-step sign-in off with a current code or a recovery code',
    args: argsFromZod(t.arg, codeInput),
    resolve: (_, args, { req }) => disableMyTwoStep(req, args),
  }),
  regenerateRecoveryCodes: t.stringList({
    nullable: { list: false, items: false },
    description:
      'Ten new recovery codes (the old ones stop working), with a current or recovery code',
    args: argsFromZod(t.arg, codeInput),
    resolve: (_, args, { req }) => regenerateMyRecoveryCodes(req, args),
  }),
  logInCustomerWithCode: t.field({
    type: 'Boolean',
    nullable: false,
    description:
      'The second step of a log-in: the ticket logInCustomer answered with (extensions.data.ticket) and a code or recovery code; sets the session cookie',
    args: argsFromZod(t.arg, signInCodeInput),
    resolve: (_, args, { req, headers }) => logInCustomerWithCode(req, headers, args),
  }),
}))
