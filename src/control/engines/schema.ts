import type { GraphQLNullableType } from 'graphql'
import type { GraphQLExtension, PayloadRequest } from 'payload'

import {
  logInCustomer,
  requestPasswordReset,
  resetCustomerPassword,
  signUpCustomer,
  type ResponseHeaders,
} from '@/control/account/operations'
import { accountMutations } from '@/control/account/schema'
import {
  acceptInvitation,
  createOrganisation,
  inviteMember,
  renameOrganisation,
} from '@/control/organisations/operations'
import { teamMutations, teamQueries } from '@/control/team/schema'
import { trialEndMutations } from '@/control/trial/schema'
import { str, type FieldsOf } from '@/graphql/fields'
import { toId } from '@/utilities/ids'

import { deleteInstance, retryInstanceLaunch } from './lifecycle'
import { launchEngineInstance } from './operations'
import {
  instanceView,
  organisationView,
  type InstanceServiceView,
  type InstanceTaskView,
  type InstanceView,
  type OrganisationView,
} from './views'

type Context = { req: PayloadRequest; headers: ResponseHeaders }
type Args = Record<string, unknown>

/** Builds the control area's GraphQL types once per schema build. */
function controlTypes(GraphQL: Parameters<GraphQLExtension>[0]) {
  const {
    GraphQLBoolean,
    GraphQLID,
    GraphQLInputObjectType,
    GraphQLInt,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLString,
  } = GraphQL
  const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type)
  const Service = new GraphQLObjectType({
    name: 'ControlInstanceService',
    fields: {
      service: { type: nonNull(GraphQLString) },
      url: { type: GraphQLString },
      state: { type: nonNull(GraphQLString) },
    } satisfies FieldsOf<InstanceServiceView>,
  })
  const Task = new GraphQLObjectType({
    name: 'ControlInstanceTask',
    fields: {
      step: { type: nonNull(GraphQLString) },
      state: { type: nonNull(GraphQLString) },
      message: { type: GraphQLString },
      startedAt: { type: GraphQLString },
      finishedAt: { type: GraphQLString },
    } satisfies FieldsOf<InstanceTaskView>,
  })
  const Instance = new GraphQLObjectType({
    name: 'ControlInstance',
    fields: {
      id: { type: nonNull(GraphQLID) },
      instanceId: { type: nonNull(GraphQLString) },
      shopName: { type: nonNull(GraphQLString) },
      status: { type: nonNull(GraphQLString) },
      subdomain: { type: GraphQLString },
      releasedSubdomain: { type: GraphQLString },
      adminUrl: { type: GraphQLString },
      apiUrl: { type: GraphQLString },
      failureMessage: { type: GraphQLString },
      recipientEmail: { type: GraphQLString },
      senderEmail: { type: GraphQLString },
      defaultSender: { type: GraphQLString },
      smtpHost: { type: GraphQLString },
      smtpUser: { type: GraphQLString },
      smtpPort: { type: GraphQLInt },
      smtpPasswordSet: { type: nonNull(GraphQLBoolean) },
      xpub: { type: GraphQLString },
      organisation: { type: GraphQLID },
      createdAt: { type: GraphQLString },
      updatedAt: { type: GraphQLString },
      services: { type: nonNull(new GraphQLList(nonNull(Service))) },
      tasks: { type: nonNull(new GraphQLList(nonNull(Task))) },
    } satisfies FieldsOf<InstanceView>,
  })
  const OrganisationRef = new GraphQLObjectType({
    name: 'ControlOrganisation',
    fields: {
      id: { type: nonNull(GraphQLID) },
      name: { type: nonNull(GraphQLString) },
    } satisfies FieldsOf<OrganisationView>,
  })
  const LaunchInput = new GraphQLInputObjectType({
    name: 'LaunchEngineInput',
    fields: {
      organisation: { type: nonNull(GraphQLID) },
      shopName: { type: nonNull(GraphQLString) },
      recipientEmail: { type: nonNull(GraphQLString) },
      senderEmail: { type: GraphQLString },
      smtpHost: { type: GraphQLString },
      smtpUser: { type: GraphQLString },
      smtpPassword: { type: GraphQLString },
      smtpPort: { type: GraphQLString },
      xpub: { type: GraphQLString },
    },
  })
  return {
    GraphQLBoolean,
    GraphQLID,
    GraphQLString,
    nonNull,
    Instance,
    OrganisationRef,
    LaunchInput,
  }
}

let types: ReturnType<typeof controlTypes> | undefined
let typesFor: unknown
const typesOf = (GraphQL: Parameters<GraphQLExtension>[0]) => {
  if (!types || typesFor !== GraphQL) {
    types = controlTypes(GraphQL)
    typesFor = GraphQL
  }
  return types
}

/** Queries of the control area: controlInstance(id) for the instance overview's polling. */
export const hostingQueries: GraphQLExtension = (GraphQL, context) => {
  const { GraphQLID, nonNull, Instance } = typesOf(GraphQL)
  return {
    ...teamQueries(GraphQL, context),
    controlInstance: {
      type: Instance,
      args: { id: { type: nonNull(GraphQLID) } },
      resolve: async (_: unknown, args: Args, { req }: Context) => {
        if (!req.user) return null
        const doc = await req.payload.findByID({
          collection: 'engine-instances',
          id: toId(str(args.id)),
          depth: 0,
          overrideAccess: false,
          user: req.user,
          disableErrors: true,
        })
        return doc ? instanceView(doc) : null
      },
    },
  }
}

/**
 * Mutations of the control area: signUpCustomer, logInCustomer, requestPasswordReset,
 * resetCustomerPassword, createMyOrganisation, renameOrganisation, inviteMember,
 * acceptInvitation, launchEngineInstance, retryInstanceLaunch, deleteInstance, and those of the
 * team, account and trial-end modules. Failures are GraphQL errors whose message is a key under
 * control.* (see service/errors.ts).
 */
export const hostingMutations: GraphQLExtension = (GraphQL, context) => {
  const {
    GraphQLBoolean,
    GraphQLID,
    GraphQLString,
    nonNull,
    Instance,
    OrganisationRef,
    LaunchInput,
  } = typesOf(GraphQL)
  const required = { type: nonNull(GraphQLString) }
  const optional = { type: GraphQLString }
  return {
    ...teamMutations(GraphQL, context),
    signUpCustomer: {
      type: nonNull(GraphQLBoolean),
      args: { email: required, password: required, name: optional, locale: optional },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        signUpCustomer(req, {
          email: str(args.email),
          password: str(args.password),
          name: str(args.name),
          locale: str(args.locale),
        }),
    },
    logInCustomer: {
      type: nonNull(GraphQLBoolean),
      args: { email: required, password: required },
      resolve: (_: unknown, args: Args, { req, headers }: Context) =>
        logInCustomer(req, headers, { email: str(args.email), password: str(args.password) }),
    },
    requestPasswordReset: {
      type: nonNull(GraphQLBoolean),
      args: { email: required, locale: optional },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        requestPasswordReset(req, { email: str(args.email), locale: str(args.locale) }),
    },
    resetCustomerPassword: {
      type: nonNull(GraphQLBoolean),
      args: { token: required, password: required },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        resetCustomerPassword(req, { token: str(args.token), password: str(args.password) }),
    },
    createMyOrganisation: {
      type: nonNull(OrganisationRef),
      args: { name: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        organisationView(await createOrganisation(req, { name: str(args.name) })),
    },
    renameOrganisation: {
      type: nonNull(OrganisationRef),
      args: { id: { type: nonNull(GraphQLID) }, name: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        organisationView(await renameOrganisation(req, { id: str(args.id), name: str(args.name) })),
    },
    inviteMember: {
      type: nonNull(GraphQLBoolean),
      args: { organisation: { type: nonNull(GraphQLID) }, email: required, locale: optional },
      resolve: (_: unknown, args: Args, { req }: Context) =>
        inviteMember(req, {
          organisation: str(args.organisation),
          email: str(args.email),
          locale: str(args.locale) || null,
        }),
    },
    acceptInvitation: {
      type: nonNull(OrganisationRef),
      args: { token: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        organisationView(await acceptInvitation(req, { token: str(args.token) })),
    },
    launchEngineInstance: {
      type: nonNull(Instance),
      args: { input: { type: nonNull(LaunchInput) } },
      resolve: async (_: unknown, args: Args, { req }: Context) => {
        const input = (args.input ?? {}) as Record<string, string | null | undefined>
        const doc = await launchEngineInstance(req, {
          organisation: str(input.organisation),
          shopName: str(input.shopName),
          recipientEmail: str(input.recipientEmail),
          senderEmail: input.senderEmail ?? null,
          smtpHost: input.smtpHost ?? null,
          smtpUser: input.smtpUser ?? null,
          smtpPassword: input.smtpPassword ?? null,
          smtpPort: input.smtpPort ?? null,
          xpub: input.xpub ?? null,
        })
        return instanceView(doc)
      },
    },
    retryInstanceLaunch: {
      type: nonNull(Instance),
      args: { id: { type: nonNull(GraphQLID) } },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        instanceView(await retryInstanceLaunch(req, { id: str(args.id) })),
    },
    deleteInstance: {
      type: nonNull(Instance),
      args: { id: { type: nonNull(GraphQLID) }, confirmShopName: required },
      resolve: async (_: unknown, args: Args, { req }: Context) =>
        instanceView(
          await deleteInstance(req, {
            id: str(args.id),
            confirmShopName: str(args.confirmShopName),
          }),
        ),
    },
    ...accountMutations(GraphQL, context),
    ...trialEndMutations(GraphQL, context),
  }
}
