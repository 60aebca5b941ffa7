import { builder } from '@/graphql/builder'
import { argsFromZod } from '@/graphql/zodInput'
import type { Organisation as OrganisationDoc } from '@/payload-types'

import { createOrganisation, renameOrganisation } from './operations'
import { organisationInput, renameInput } from './rules'

type OrganisationView = { id: string; name: string }

/** An organisation as the control area's mutations return it. */
export const organisationView = (doc: Pick<OrganisationDoc, 'id' | 'name'>): OrganisationView => ({
  id: String(doc.id),
  name: doc.name,
})

export const Organisation = builder.objectRef<OrganisationView>('ControlOrganisation').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
})

/** createMyOrganisation(name) and renameOrganisation(id, name) (the owner only). */
builder.mutationFields((t) => ({
  createMyOrganisation: t.field({
    type: Organisation,
    nullable: false,
    args: argsFromZod(t.arg, organisationInput),
    resolve: async (_, args, { req }) => organisationView(await createOrganisation(req, args)),
  }),
  renameOrganisation: t.field({
    type: Organisation,
    nullable: false,
    args: argsFromZod(t.arg, renameInput),
    resolve: async (_, args, { req }) => organisationView(await renameOrganisation(req, args)),
  }),
}))
