import type { GraphQLNullableType } from 'graphql'
import type { GraphQLExtension, PayloadRequest } from 'payload'

import { str, type FieldsOf } from '@/graphql/fields'

import {
  changeMemberRole,
  leaveOrganisation,
  organisationActivity,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  type ActivityEntryView,
  type ActivityPageView,
} from './operations'

type Context = { req: PayloadRequest }
type Args = Record<string, unknown>

const int = (value: unknown) => (typeof value === 'number' ? value : null)

function teamTypes(GraphQL: Parameters<GraphQLExtension>[0]) {
  const { GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, GraphQLID } =
    GraphQL
  const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type)
  const Entry = new GraphQLObjectType({
    name: 'ControlActivityEntry',
    fields: {
      id: { type: nonNull(GraphQLID) },
      action: { type: nonNull(GraphQLString) },
      actor: { type: GraphQLString },
      actorKind: { type: nonNull(GraphQLString) },
      subject: { type: GraphQLString },
      role: { type: GraphQLString },
      createdAt: { type: nonNull(GraphQLString) },
    } satisfies FieldsOf<ActivityEntryView>,
  })
  const Page = new GraphQLObjectType({
    name: 'ControlActivityPage',
    fields: {
      entries: { type: nonNull(new GraphQLList(nonNull(Entry))) },
      page: { type: nonNull(GraphQLInt) },
      totalPages: { type: nonNull(GraphQLInt) },
      totalDocs: { type: nonNull(GraphQLInt) },
    } satisfies FieldsOf<ActivityPageView>,
  })
  return { GraphQL, nonNull, Page }
}

let types: ReturnType<typeof teamTypes> | undefined
const typesOf = (GraphQL: Parameters<GraphQLExtension>[0]) => {
  if (!types || types.GraphQL !== GraphQL) types = teamTypes(GraphQL)
  return types
}

/** organisationActivity(organisation, page, limit): newest first, at most 50 a page. */
export const teamQueries: GraphQLExtension = (GraphQL) => {
  const { nonNull, Page } = typesOf(GraphQL)
  return {
    organisationActivity: {
      type: nonNull(Page),
      args: {
        organisation: { type: nonNull(GraphQL.GraphQLID) },
        page: { type: GraphQL.GraphQLInt },
        limit: { type: GraphQL.GraphQLInt },
      },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        organisationActivity(req, {
          organisation: str(args.organisation),
          page: int(args.page),
          limit: int(args.limit),
        }),
    },
  }
}

/**
 * The team's mutations: changeMemberRole, removeMember, transferOwnership, leaveOrganisation,
 * revokeInvitation, resendInvitation (src/hosting/service/team.ts).
 */
export const teamMutations: GraphQLExtension = (GraphQL) => {
  const { nonNull } = typesOf(GraphQL)
  const ok = nonNull(GraphQL.GraphQLBoolean)
  const id = { type: nonNull(GraphQL.GraphQLID) }
  const text = { type: nonNull(GraphQL.GraphQLString) }
  return {
    changeMemberRole: {
      type: ok,
      args: { organisation: id, customer: id, role: text },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        changeMemberRole(req, {
          organisation: str(args.organisation),
          customer: str(args.customer),
          role: str(args.role),
        }),
    },
    removeMember: {
      type: ok,
      args: { organisation: id, customer: id },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        removeMember(req, { organisation: str(args.organisation), customer: str(args.customer) }),
    },
    transferOwnership: {
      type: ok,
      args: { organisation: id, customer: id },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        transferOwnership(req, {
          organisation: str(args.organisation),
          customer: str(args.customer),
        }),
    },
    leaveOrganisation: {
      type: ok,
      args: { organisation: id },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        leaveOrganisation(req, { organisation: str(args.organisation) }),
    },
    revokeInvitation: {
      type: ok,
      args: { organisation: id, invitation: id },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        revokeInvitation(req, {
          organisation: str(args.organisation),
          invitation: str(args.invitation),
        }),
    },
    resendInvitation: {
      type: ok,
      args: { organisation: id, invitation: id, locale: { type: GraphQL.GraphQLString } },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        resendInvitation(req, {
          organisation: str(args.organisation),
          invitation: str(args.invitation),
          locale: str(args.locale) || null,
        }),
    },
  }
}
