import type { PayloadRequest } from 'payload'
import type { z } from 'zod'

import { actingIn } from '@/control/shared/actor'
import { requireCustomer } from '@/control/shared/customer'
import { checkInput, ControlError } from '@/control/shared/errors'
import { recordActivity } from '@/control/team'
import type { ApiToken } from '@/payload-types'
import { enforceRateLimit } from '@/security/limits'
import { relationId, toId } from '@/utilities/ids'

import {
  createTokenInput,
  maxValidTokens,
  revokeTokenInput,
  statusOf,
  tokenExpiresAt,
  tokenListInput,
  type ApiTokenStatus,
} from './rules'
import { newSecret } from './secrets'

type Id = number | string

/** A token as its organisation's owner and admins see it: never the secret or its hash. */
export type ApiTokenView = {
  id: string
  name: string
  displayPrefix: string
  scope: ApiToken['scope']
  status: ApiTokenStatus
  createdAt: string
  expiresAt: string
  lastUsedAt: string | null
  revokedAt: string | null
  createdBy: string | null
}

/** The creators' names (or addresses) by id, for the views. */
async function creatorNames(req: PayloadRequest, tokens: ApiToken[]) {
  const ids = [...new Set(tokens.map((token) => relationId(token.createdBy)).filter(Boolean))]
  if (!ids.length) return new Map<Id, string>()
  const { docs } = await req.payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
    select: { email: true, name: true },
  })
  return new Map<Id, string>(docs.map((doc) => [doc.id, doc.name || doc.email]))
}

const tokenView = (token: ApiToken, names: Map<Id, string>): ApiTokenView => ({
  id: String(token.id),
  name: token.name,
  displayPrefix: token.displayPrefix,
  scope: token.scope,
  status: statusOf(token),
  createdAt: token.createdAt,
  expiresAt: token.expiresAt,
  lastUsedAt: token.lastUsedAt ?? null,
  revokedAt: token.revokedAt ?? null,
  createdBy: names.get(relationId(token.createdBy)!) ?? null,
})

/**
 * The organisation's owner or an admin, signed in: tokens are managed by customers only, never
 * with a token (requireCustomer: a token request has no user).
 */
async function managedOrganisation(req: PayloadRequest, id: Id) {
  const user = requireCustomer(req)
  const { organisation } = await actingIn(req, id, 'manage')
  return { user, organisation }
}

/** The organisation's tokens, newest first (valid, expired and revoked). */
export async function listApiTokens(
  req: PayloadRequest,
  input: z.input<typeof tokenListInput>,
): Promise<ApiTokenView[]> {
  const { organisation } = await managedOrganisation(
    req,
    toId(checkInput(tokenListInput, input).organisation),
  )
  const { docs } = await req.payload.find({
    collection: 'api-tokens',
    where: { organisation: { equals: organisation.id } },
    sort: ['-createdAt', '-id'],
    depth: 0,
    limit: 200,
    overrideAccess: true,
  })
  const names = await creatorNames(req, docs)
  return docs.map((doc) => tokenView(doc, names))
}

/**
 * A new token: its name, scope and expiry checked (createTokenInput), at most maxValidTokens
 * valid ones per organisation; stored as the hash of its secret. The secret is in the answer
 * only, once.
 */
export async function createApiToken(
  req: PayloadRequest,
  input: z.input<typeof createTokenInput>,
): Promise<{ token: ApiTokenView; secret: string }> {
  requireCustomer(req)
  const data = checkInput(createTokenInput, input)
  const { user, organisation } = await managedOrganisation(req, toId(data.organisation))
  await enforceRateLimit(req, 'apiTokens')
  const now = new Date()
  const { totalDocs } = await req.payload.count({
    collection: 'api-tokens',
    where: {
      and: [
        { organisation: { equals: organisation.id } },
        { revokedAt: { exists: false } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  if (totalDocs >= maxValidTokens) throw new ControlError('tooManyTokens', 409)
  const { secret, secretHash, displayPrefix } = newSecret()
  const token = await req.payload.create({
    collection: 'api-tokens',
    data: {
      name: data.name,
      organisation: organisation.id,
      scope: data.scope,
      displayPrefix,
      secretHash,
      expiresAt: tokenExpiresAt(data, now).toISOString(),
      createdBy: user.id,
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
  await recordActivity(req, {
    organisation: organisation.id,
    action: 'apiTokenCreated',
    subject: token.name,
  })
  return { token: tokenView(token, await creatorNames(req, [token])), secret }
}

/**
 * Revokes a token at once: every server checks the database on each request
 * (authenticate.ts). Revoking a revoked token changes nothing.
 */
export async function revokeApiToken(
  req: PayloadRequest,
  input: z.input<typeof revokeTokenInput>,
): Promise<ApiTokenView> {
  requireCustomer(req)
  const found = await req.payload.findByID({
    collection: 'api-tokens',
    id: toId(checkInput(revokeTokenInput, input).id),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const organisation = relationId(found?.organisation)
  if (!found || organisation === undefined) throw new ControlError('notFound', 404)
  const { user } = await managedOrganisation(req, organisation)
  let token = found
  if (!token.revokedAt) {
    token = await req.payload.update({
      collection: 'api-tokens',
      id: token.id,
      data: { revokedAt: new Date().toISOString(), revokedBy: user.id },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await recordActivity(req, { organisation, action: 'apiTokenRevoked', subject: token.name })
  }
  return tokenView(token, await creatorNames(req, [token]))
}
