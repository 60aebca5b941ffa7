import { builder } from '@/graphql/builder'

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
  const text = () => t.arg.string({ required: true })
  return {
    signUpCustomer: t.field({
      ...done,
      args: { email: text(), password: text(), name: t.arg.string(), locale: t.arg.string() },
      resolve: (_, args, { req }) => signUpCustomer(req, args),
    }),
    logInCustomer: t.field({
      ...done,
      args: { email: text(), password: text() },
      resolve: (_, args, { req, headers }) => logInCustomer(req, headers, args),
    }),
    requestPasswordReset: t.field({
      ...done,
      args: { email: text(), locale: t.arg.string() },
      resolve: (_, args, { req }) => requestPasswordReset(req, args),
    }),
    resetCustomerPassword: t.field({
      ...done,
      args: { token: text(), password: text() },
      resolve: (_, args, { req }) => resetCustomerPassword(req, args),
    }),
    updateMyAccount: t.field({
      type: Account,
      nullable: false,
      args: { name: text(), locale: text() },
      resolve: async (_, args, { req }) => accountView(await updateMyProfile(req, args)),
    }),
    changeMyPassword: t.field({
      ...done,
      args: { currentPassword: text(), newPassword: text() },
      resolve: (_, args, { req }) => changeMyPassword(req, args),
    }),
    requestEmailChange: t.field({
      ...done,
      args: { email: text(), currentPassword: text() },
      resolve: (_, args, { req }) => requestEmailChange(req, args),
    }),
    confirmEmailChange: t.field({
      type: Account,
      nullable: false,
      args: { token: text() },
      resolve: async (_, args, { req }) => accountView(await confirmEmailChange(req, args)),
    }),
    deleteMyAccount: t.field({
      ...done,
      args: {
        password: text(),
        confirmOrganisations: t.arg.idList({ required: true }),
      },
      resolve: (_, args, { req, headers }) => deleteMyAccount(req, headers, args),
    }),
  }
})
