import type { GraphQLExtension, PayloadRequest } from 'payload'

import { str, type FieldsOf } from '@/graphql/fields'

import type { ResponseHeaders } from './operations'
import {
  accountView,
  changeMyPassword,
  confirmEmailChange,
  deleteMyAccount,
  requestEmailChange,
  updateMyProfile,
  type AccountView,
} from './profile'

type Context = { req: PayloadRequest; headers: ResponseHeaders }
type Args = Record<string, unknown>
type GraphQLModule = Parameters<GraphQLExtension>[0]

function accountTypes(GraphQL: GraphQLModule) {
  const { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLString } = GraphQL
  return new GraphQLObjectType({
    name: 'ControlAccount',
    fields: {
      id: { type: new GraphQLNonNull(GraphQLID) },
      email: { type: new GraphQLNonNull(GraphQLString) },
      name: { type: GraphQLString },
      locale: { type: GraphQLString },
    } satisfies FieldsOf<AccountView>,
  })
}

let account: ReturnType<typeof accountTypes> | undefined
let accountFor: unknown
const accountType = (GraphQL: GraphQLModule) => {
  if (!account || accountFor !== GraphQL) {
    account = accountTypes(GraphQL)
    accountFor = GraphQL
  }
  return account
}

/**
 * The signed-in customer's own account (service/account.ts): updateMyAccount, changeMyPassword,
 * requestEmailChange, confirmEmailChange, deleteMyAccount. Staff and anonymous visitors get
 * `unauthorised`; every operation is rate-limited per client address (`account`).
 */
export const accountMutations: GraphQLExtension = (GraphQL) => {
  const { GraphQLBoolean, GraphQLID, GraphQLList, GraphQLNonNull, GraphQLString } = GraphQL
  const Account = accountType(GraphQL)
  const required = { type: new GraphQLNonNull(GraphQLString) }
  const done = new GraphQLNonNull(GraphQLBoolean)
  return {
    updateMyAccount: {
      type: new GraphQLNonNull(Account),
      args: { name: required, locale: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        accountView(await updateMyProfile(req, { name: str(args.name), locale: str(args.locale) })),
    },
    changeMyPassword: {
      type: done,
      args: { currentPassword: required, newPassword: required },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        changeMyPassword(req, {
          currentPassword: str(args.currentPassword),
          newPassword: str(args.newPassword),
        }),
    },
    requestEmailChange: {
      type: done,
      args: { email: required, currentPassword: required },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        requestEmailChange(req, {
          email: str(args.email),
          currentPassword: str(args.currentPassword),
        }),
    },
    confirmEmailChange: {
      type: new GraphQLNonNull(Account),
      args: { token: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        accountView(await confirmEmailChange(req, { token: str(args.token) })),
    },
    deleteMyAccount: {
      type: done,
      args: {
        password: required,
        confirmOrganisations: {
          type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))),
        },
      },
      resolve: (_: unknown, args: Args, { req, headers }: Context) =>
        deleteMyAccount(req, headers, {
          password: str(args.password),
          confirmOrganisations: Array.isArray(args.confirmOrganisations)
            ? args.confirmOrganisations.map(String)
            : [],
        }),
    },
  }
}
