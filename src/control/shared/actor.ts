import type { PayloadRequest } from 'payload'

import type { Organisation } from '@/payload-types'
import { toId } from '@/utilities/ids'

import { requireCustomer } from './customer'
import { ControlError } from './errors'
import { managesEngines, roleIn } from './roles'

type Id = number | string

/**
 * What an organisation's API token may do: `read` lists and reads engines and the activity log;
 * `manage` also launches, retries and deletes engines. No token reaches the team, the
 * organisation's settings, other tokens or an account.
 */
export const apiTokenScopes = ['read', 'manage'] as const
export type ApiTokenScope = (typeof apiTokenScopes)[number]

/**
 * The API token a GraphQL request was made with (src/control/tokens checks it): it acts for the
 * customer who created it, within its organisation and scope.
 */
export type ApiTokenActor = {
  id: Id
  name: string
  organisation: Id
  scope: ApiTokenScope
  createdBy: Id
}

// The same key in every copy of this module (Next bundles the route and Payload's config apart).
const tokenKey = Symbol.for('unbound.control.apiToken')

/**
 * Marks a request as made with `token`. Payload builds its request from the same Request object
 * (createPayloadRequest assigns its properties to it) and hands resolvers a proxy of it, so the
 * resolvers' `req` carries the token while its `user` stays null: only operations that ask
 * apiTokenOf (or actingIn) accept it. The property cannot be changed or come from a client.
 */
export function actAsApiToken(request: object, token: ApiTokenActor): void {
  Object.defineProperty(request, tokenKey, { value: token, enumerable: false })
}

export const apiTokenOf = (req: object): ApiTokenActor | null =>
  (req as { [tokenKey]?: ApiTokenActor })[tokenKey] ?? null

export type OrganisationNeed = 'read' | 'manage'

/**
 * A token works in its own organisation only (any other answers 404, as to a stranger), and an
 * operation that changes something needs the `manage` scope (403 `insufficientScope`).
 */
export function checkTokenReach(
  token: ApiTokenActor,
  organisation: Id | null | undefined,
  need: OrganisationNeed,
): void {
  if (organisation == null || String(organisation) !== String(token.organisation))
    throw new ControlError('notFound', 404)
  if (need === 'manage' && token.scope !== 'manage')
    throw new ControlError('insufficientScope', 403)
}

/** 401 unless the request comes from a signed-in customer or with an API token. */
export function requireActor(req: PayloadRequest): void {
  if (!apiTokenOf(req)) requireCustomer(req)
}

/**
 * The organisation an engine or activity operation works in, and the customer it acts for: the
 * signed-in customer when they are a member (`read`; another customer gets 404) or its owner or
 * an admin (`manage`; a member gets 403 `notAllowed`), or an API token's creator within the
 * token's organisation and scope (checkTokenReach). Anyone else gets 401.
 */
export async function actingIn(
  req: PayloadRequest,
  id: Id,
  need: OrganisationNeed,
): Promise<{ organisation: Organisation; customer: Id; token: ApiTokenActor | null }> {
  const token = apiTokenOf(req)
  if (token) checkTokenReach(token, id, need)
  const user = token ? null : requireCustomer(req)
  const organisation = await req.payload.findByID({
    collection: 'organisations',
    id: toId(id),
    depth: 0,
    disableErrors: true,
    ...(user ? { overrideAccess: false, user } : { overrideAccess: true }),
  })
  if (!organisation) throw new ControlError('notFound', 404)
  if (user && need === 'manage' && !managesEngines(roleIn(organisation, user.id)))
    throw new ControlError('notAllowed', 403)
  return { organisation, customer: user ? user.id : token!.createdBy, token }
}
