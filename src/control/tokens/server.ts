import 'server-only'

import type { Payload } from 'payload'

import { managesEngines } from '../shared/roles'
import { organisationFor, roleOf } from '../shared/server'
import type { SessionCustomer } from '../shared/session'

export { apiTokenGraphQL } from './authenticate'

/**
 * The API tokens page's reads, as the signed-in customer: the organisation (null when it does
 * not exist or is not theirs) and whether they manage its tokens (owner and admins); the list
 * itself comes from organisationApiTokens in the browser.
 */
export async function apiTokensPage(payload: Payload, customer: SessionCustomer, orgId: string) {
  const organisation = await organisationFor(payload, customer, orgId)
  if (!organisation) return null
  return {
    organisation: { id: String(organisation.id), name: organisation.name },
    canManage: managesEngines(roleOf(organisation, customer)),
  }
}
