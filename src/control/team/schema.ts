import { Organisation, organisationView } from '@/control/organisations/schema'
import { builder } from '@/graphql/builder'

import {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  leaveOrganisation,
  organisationActivity,
  removeMember,
  resendInvitation,
  revokeInvitation,
  transferOwnership,
  type ActivityEntryView,
  type ActivityPageView,
} from './operations'

/**
 * The team in GraphQL: query organisationActivity(organisation, page, limit) (newest first, at
 * most 50 a page); mutations inviteMember, acceptInvitation, changeMemberRole, removeMember,
 * transferOwnership, leaveOrganisation, revokeInvitation, resendInvitation.
 */
const Entry = builder.objectRef<ActivityEntryView>('ControlActivityEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    action: t.exposeString('action', { nullable: false }),
    actor: t.exposeString('actor'),
    actorKind: t.exposeString('actorKind', { nullable: false }),
    subject: t.exposeString('subject'),
    role: t.exposeString('role'),
    createdAt: t.exposeString('createdAt', { nullable: false }),
  }),
})

const Page = builder.objectRef<ActivityPageView>('ControlActivityPage').implement({
  fields: (t) => ({
    entries: t.expose('entries', { type: [Entry], nullable: { list: false, items: false } }),
    page: t.exposeInt('page', { nullable: false }),
    totalPages: t.exposeInt('totalPages', { nullable: false }),
    totalDocs: t.exposeInt('totalDocs', { nullable: false }),
  }),
})

builder.queryField('organisationActivity', (t) =>
  t.field({
    type: Page,
    nullable: false,
    args: {
      organisation: t.arg.id({ required: true }),
      page: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_, args, { req }) => organisationActivity(req, args),
  }),
)

builder.mutationFields((t) => {
  const done = { type: 'Boolean', nullable: false } as const
  const id = () => t.arg.id({ required: true })
  return {
    inviteMember: t.field({
      ...done,
      args: { organisation: id(), email: t.arg.string({ required: true }), locale: t.arg.string() },
      resolve: (_, args, { req }) => inviteMember(req, args),
    }),
    acceptInvitation: t.field({
      type: Organisation,
      nullable: false,
      args: { token: t.arg.string({ required: true }) },
      resolve: async (_, args, { req }) => organisationView(await acceptInvitation(req, args)),
    }),
    changeMemberRole: t.field({
      ...done,
      args: { organisation: id(), customer: id(), role: t.arg.string({ required: true }) },
      resolve: (_, args, { req }) => changeMemberRole(req, args),
    }),
    removeMember: t.field({
      ...done,
      args: { organisation: id(), customer: id() },
      resolve: (_, args, { req }) => removeMember(req, args),
    }),
    transferOwnership: t.field({
      ...done,
      args: { organisation: id(), customer: id() },
      resolve: (_, args, { req }) => transferOwnership(req, args),
    }),
    leaveOrganisation: t.field({
      ...done,
      args: { organisation: id() },
      resolve: (_, args, { req }) => leaveOrganisation(req, args),
    }),
    revokeInvitation: t.field({
      ...done,
      args: { organisation: id(), invitation: id() },
      resolve: (_, args, { req }) => revokeInvitation(req, args),
    }),
    resendInvitation: t.field({
      ...done,
      args: { organisation: id(), invitation: id(), locale: t.arg.string() },
      resolve: (_, args, { req }) => resendInvitation(req, args),
    }),
  }
})
