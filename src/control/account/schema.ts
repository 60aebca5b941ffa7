import type { z } from 'zod'

import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'

import {
  logInCustomer,
  requestPasswordReset,
  resetCustomerPassword,
  signUpCustomer,
} from './operations'
import {
  accountView,
  changeMyPassword,
  confirmEmailChange,
  deleteMyAccount,
  requestEmailChange,
  updateMyProfile,
  type AccountView,
} from './profile'
import {
  accountDeletionInput,
  emailChangeConfirmation,
  emailChangeInput,
  logInInput,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequest,
  profileInput,
  signUpInput,
} from './rules'

/**
 * The account in GraphQL. Anonymous: signUpCustomer, logInCustomer, requestPasswordReset,
 * resetCustomerPassword. The signed-in customer's own account (staff and anonymous visitors get
 * `unauthorised`; rate-limited per client address as `account`): updateMyAccount,
 * changeMyPassword, requestEmailChange, confirmEmailChange, deleteMyAccount. Log-out is
 * Payload's logoutCustomer; Payload's other customer auth mutations are closed (authRoutes.ts).
 */
const Account = builder.objectRef<AccountView>('ControlAccount').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    email: t.exposeString('email', { nullable: false }),
    name: t.exposeString('name'),
    locale: t.exposeString('locale'),
  }),
})

builder.mutationFields((t) => {
  const done = { type: 'Boolean', nullable: false } as const
  const args = <Schema extends z.ZodObject>(schema: Schema) => argsFromZod(t.arg, schema)
  return {
    signUpCustomer: t.field({
      ...done,
      args: args(signUpInput),
      resolve: (_, input, { req }) => signUpCustomer(req, input),
    }),
    logInCustomer: t.field({
      ...done,
      args: args(logInInput),
      resolve: (_, input, { req, headers }) => logInCustomer(req, headers, input),
    }),
    requestPasswordReset: t.field({
      ...done,
      args: args(passwordResetRequest),
      resolve: (_, input, { req }) => requestPasswordReset(req, input),
    }),
    resetCustomerPassword: t.field({
      ...done,
      args: args(passwordResetInput),
      resolve: (_, input, { req }) => resetCustomerPassword(req, input),
    }),
    updateMyAccount: t.field({
      type: Account,
      nullable: false,
      args: args(profileInput),
      resolve: async (_, input, { req }) => accountView(await updateMyProfile(req, input)),
    }),
    changeMyPassword: t.field({
      ...done,
      args: args(passwordChangeInput),
      resolve: (_, input, { req }) => changeMyPassword(req, input),
    }),
    requestEmailChange: t.field({
      ...done,
      args: args(emailChangeInput),
      resolve: (_, input, { req }) => requestEmailChange(req, input),
    }),
    confirmEmailChange: t.field({
      type: Account,
      nullable: false,
      args: args(emailChangeConfirmation),
      resolve: async (_, input, { req }) => accountView(await confirmEmailChange(req, input)),
    }),
    deleteMyAccount: t.field({
      ...done,
      args: args(accountDeletionInput),
      resolve: (_, input, { req, headers }) => deleteMyAccount(req, headers, input),
    }),
  }
})
