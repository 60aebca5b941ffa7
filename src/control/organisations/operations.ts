import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { requireCustomer } from '@/control/shared/customer'
import { checkField, ControlError } from '@/control/shared/errors'
import type { Organisation } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

import { organisationInput, organisationName, renameInput } from './rules'

const checkOrganisationName = (value: unknown) => checkField(organisationName, value, 'name')

/** The trial's organisation quota is checked by the collection's create hook (every path). */
export async function createOrganisation(
  req: PayloadRequest,
  input: z.input<typeof organisationInput>,
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  return req.payload.create({
    collection: 'organisations',
    data: { name, owner: user.id },
    overrideAccess: false,
    user,
    depth: 0,
  })
}

export async function renameOrganisation(
  req: PayloadRequest,
  input: z.input<typeof renameInput>,
): Promise<Organisation> {
  const user = requireCustomer(req)
  const name = checkOrganisationName(input.name)
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(input.id),
    overrideAccess: false,
    user,
    depth: 0,
    disableErrors: true,
  })
  if (!organisation) throw new ControlError('notFound', 404)
  if (relationId(organisation.owner) !== user.id) throw new ControlError('notOwner', 403)
  return req.payload.update({
    collection: 'organisations',
    id: organisation.id,
    data: { name },
    overrideAccess: false,
    user,
    depth: 0,
  })
}
