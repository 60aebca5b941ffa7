import { builder } from '@/graphql/builder'
import { argsFromZod, enumFromZod } from '@/graphql/zodInput'

import { createApiToken, listApiTokens, revokeApiToken, type ApiTokenView } from './operations'
import {
  createTokenInput,
  revokeTokenInput,
  tokenListInput,
  tokenScope,
  tokenStatus,
} from './rules'

/**
 * Organisation API tokens in GraphQL: query organisationApiTokens(organisation); mutations
 * createApiToken and revokeApiToken. Only a signed-in owner or admin of the organisation calls
 * them (a token never manages tokens). Failures are GraphQL errors whose message is a key under
 * control.* (see ../shared/errors.ts).
 */
const usage =
  'Send the secret as `Authorization: Bearer ubt_…` with POST /api/graphql. A `read` token may call controlInstances, controlInstance and organisationActivity; a `manage` token also launchEngineInstance, retryInstanceLaunch and deleteInstance; both only for their own organisation. Nothing else accepts a token: it signs no one in.'

const Scope = enumFromZod(tokenScope)
const Status = enumFromZod(tokenStatus)

const ApiToken = builder.objectRef<ApiTokenView>('ControlApiToken').implement({
  description: `An API token of an organisation, for scripts and CI. ${usage}`,
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    displayPrefix: t.exposeString('displayPrefix', {
      nullable: false,
      description: 'The start of the secret (`ubt_` and 8 characters), to tell tokens apart',
    }),
    scope: t.expose('scope', {
      type: Scope,
      nullable: false,
      description: '`read`: engines and activity; `manage`: also launch, retry and delete engines',
    }),
    status: t.expose('status', { type: Status, nullable: false }),
    createdAt: t.exposeString('createdAt', { nullable: false }),
    expiresAt: t.exposeString('expiresAt', { nullable: false }),
    lastUsedAt: t.exposeString('lastUsedAt', {
      description: 'Updated at most once a minute',
    }),
    revokedAt: t.exposeString('revokedAt'),
    createdBy: t.exposeString('createdBy', {
      description: "The creator's name or e-mail address; empty once the account is deleted",
    }),
  }),
})

const Created = builder
  .objectRef<{ token: ApiTokenView; secret: string }>('ControlApiTokenCreated')
  .implement({
    fields: (t) => ({
      token: t.expose('token', { type: ApiToken, nullable: false }),
      secret: t.exposeString('secret', {
        nullable: false,
        description: `The secret, in this answer only: it is stored hashed and cannot be read again. ${usage}`,
      }),
    }),
  })

builder.queryField('organisationApiTokens', (t) =>
  t.field({
    type: [ApiToken],
    nullable: { list: false, items: false },
    description:
      "The organisation's API tokens, newest first, with their status (owner and admins, signed in)",
    args: argsFromZod(t.arg, tokenListInput),
    resolve: (_, args, { req }) => listApiTokens(req, args),
  }),
)

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: Created,
    nullable: false,
    description:
      'A new API token of the organisation (owner and admins, signed in): a name, a scope and either expiresInDays (30, 90 or 365) or expiresOn (YYYY-MM-DD, tomorrow to a year ahead; the token ends at the start of that day, Swiss time)',
    args: argsFromZod(t.arg, createTokenInput),
    resolve: (_, args, { req }) => createApiToken(req, args),
  }),
  revokeApiToken: t.field({
    type: ApiToken,
    nullable: false,
    description: 'Ends the token at once, on every server (owner and admins, signed in)',
    args: argsFromZod(t.arg, revokeTokenInput),
    resolve: (_, args, { req }) => revokeApiToken(req, args),
  }),
}))
