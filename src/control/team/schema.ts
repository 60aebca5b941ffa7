import type { z } from 'zod'

import { Organisation, organisationView } from '@/control/organisations/schema'
import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'

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
import {
  activityPageInput,
  invitationInput,
  invitationRef,
  invitationResend,
  invitationToken,
  memberInput,
  organisationOnly,
  roleChangeInput,
} from './rules'

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
    description:
      "One page of the organisation's activity, newest first (members, support, admins). Also with an API token of the organisation (`Authorization: Bearer ubt_…`, scope `read` or `manage`).",
    args: argsFromZod(t.arg, activityPageInput),
    resolve: (_, args, { req }) => organisationActivity(req, args),
  }),
)

builder.mutationFields((t) => {
  const done = { type: 'Boolean', nullable: false } as const
  const args = <Schema extends z.ZodObject>(schema: Schema) => argsFromZod(t.arg, schema)
  return {
    inviteMember: t.field({
      ...done,
      args: args(invitationInput),
      resolve: (_, input, { req }) => inviteMember(req, input),
    }),
    acceptInvitation: t.field({
      type: Organisation,
      nullable: false,
      args: args(invitationToken),
      resolve: async (_, input, { req }) => organisationView(await acceptInvitation(req, input)),
    }),
    changeMemberRole: t.field({
      ...done,
      args: args(roleChangeInput),
      resolve: (_, input, { req }) => changeMemberRole(req, input),
    }),
    removeMember: t.field({
      ...done,
      args: args(memberInput),
      resolve: (_, input, { req }) => removeMember(req, input),
    }),
    transferOwnership: t.field({
      ...done,
      args: args(memberInput),
      resolve: (_, input, { req }) => transferOwnership(req, input),
    }),
    leaveOrganisation: t.field({
      ...done,
      args: args(organisationOnly),
      resolve: (_, input, { req }) => leaveOrganisation(req, input),
    }),
    revokeInvitation: t.field({
      ...done,
      args: args(invitationRef),
      resolve: (_, input, { req }) => revokeInvitation(req, input),
    }),
    resendInvitation: t.field({
      ...done,
      args: args(invitationResend),
      resolve: (_, input, { req }) => resendInvitation(req, input),
    }),
  }
})
