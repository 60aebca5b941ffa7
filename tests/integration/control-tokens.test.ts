import { createHash, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { prepareClientAddress, proxyTrustFromEnv } from '@/security/clientAddress'
import { apiTokenLimits } from '@/security/limits'
import { rateLimit } from '@/security/rateLimit'

import { bootControl, customer, runJobsUntil, staff, validXpub } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'

/**
 * Organisation API tokens attacked over real HTTP: the app's /api/graphql and /api/… route
 * handlers (the ones Next serves) behind node:http in this process, trusting one proxy so each
 * client names its address in X-Forwarded-For. Customers sign in with their JWT; tokens are sent
 * as `Authorization: Bearer ubt_…`.
 */
let started: TestPayload
let payload: Payload
let server: http.Server
let base: string

type Person = Awaited<ReturnType<typeof customer>>
let olivia: Person // owner of Acme, admin of Globex
let adam: Person // admin of Acme
let mia: Person // member of Acme
let gus: Person // owner of Globex
let acme: string
let globex: string
let globexEngine: string

const trial = { trialEndsAt: new Date(Date.now() + 10 * 86_400_000).toISOString() }

async function serveRoutes() {
  const [graphqlRoute, restRoute] = await Promise.all([
    import('@/app/(payload)/api/graphql/route'),
    import('@/app/(payload)/api/[...slug]/route'),
  ])
  const trust = proxyTrustFromEnv({ TRUSTED_PROXY_HOPS: '1' })
  server = http.createServer(async (req, res) => {
    prepareClientAddress(req, trust)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const request = new Request(`${base}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const path = new URL(request.url).pathname
    const slug = path
      .replace(/^\/api\//, '')
      .split('/')
      .filter(Boolean)
    const method = req.method as 'GET' | 'POST' | 'PATCH' | 'DELETE'
    const response =
      path === '/api/graphql'
        ? await graphqlRoute.POST(request)
        : await restRoute[method](request, { params: Promise.resolve({ slug }) })
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

type Auth = { jwt?: string; bearer?: string; cookie?: string; address?: string }

const headersFor = ({ jwt, bearer, cookie, address = '198.51.100.1' }: Auth = {}) => ({
  'x-forwarded-for': address,
  ...(jwt ? { authorization: `JWT ${jwt}` } : {}),
  ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  // A browser's same-origin request: Payload reads the session cookie from it.
  ...(cookie ? { cookie, 'sec-fetch-site': 'same-origin' } : {}),
})

async function gql(query: string, variables: Record<string, unknown> = {}, auth?: Auth) {
  const response = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headersFor(auth) },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: JSON.parse(text) }
}

async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, auth?: Auth) {
  const response = await fetch(`${base}/api${path}`, { method, headers: headersFor(auth) })
  const text = await response.text()
  let body: any = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, body }
}

const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message

const createToken = `mutation($o: ID!, $n: String!, $s: ControlApiTokenScope!, $d: Int, $on: String) {
  createApiToken(organisation: $o, name: $n, scope: $s, expiresInDays: $d, expiresOn: $on) {
    secret token { id name displayPrefix scope status expiresAt lastUsedAt createdBy }
  }
}`
const listEngines = `query($o: ID!) { controlInstances(organisation: $o) { id shopName status organisation } }`
const readEngine = `query($id: ID!) { controlInstance(id: $id) { id shopName } }`
const launch = `mutation($input: LaunchEngineInput!) { launchEngineInstance(input: $input) { id shopName status } }`
const activity = `query($o: ID!) { organisationActivity(organisation: $o, limit: 50) {
  entries { action actor actorKind subject } } }`

/** A token created by `by` through the GraphQL operation, as the control area creates one. */
async function newToken(
  by: Person,
  organisation: string,
  scope: 'read' | 'manage',
  name = `${scope} token`,
) {
  const result = await gql(
    createToken,
    { o: organisation, n: name, s: scope, d: 30 },
    { jwt: by.token, address: '198.51.100.20' },
  )
  expect(result.body.errors).toBeUndefined()
  return result.body.data.createApiToken as {
    secret: string
    token: { id: string; name: string; displayPrefix: string; expiresAt: string }
  }
}

const stored = (id: string) =>
  payload.findByID({
    collection: 'api-tokens',
    id: Number(id),
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })

const entriesNaming = async (token: string) =>
  (
    await payload.find({
      collection: 'activity',
      where: { actorToken: { equals: Number(token) } },
      sort: 'createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const launchInput = (organisation: string, shopName: string) => ({
  input: { organisation, shopName, recipientEmail: 'orders@shop.test', xpub: validXpub },
})

beforeAll(async () => {
  started = await bootControl({ RATE_LIMIT_MULTIPLIER: '1', TRIAL_MAX_INSTANCES: '10' })
  payload = started.payload
  olivia = await customer(payload, 'olivia@tokens.test', { name: 'Olivia', ...trial })
  adam = await customer(payload, 'adam@tokens.test', trial)
  mia = await customer(payload, 'mia@tokens.test', trial)
  gus = await customer(payload, 'gus@tokens.test', trial)
  const organisation = async (name: string, owner: Person, others: [Person, string][]) =>
    String(
      (
        await payload.create({
          collection: 'organisations',
          data: {
            name,
            owner: owner.doc.id,
            members: [
              { customer: owner.doc.id, role: 'owner' },
              ...others.map(([person, role]) => ({ customer: person.doc.id, role })),
            ],
          } as never,
          overrideAccess: true,
        })
      ).id,
    )
  acme = await organisation('Acme', olivia, [
    [adam, 'admin'],
    [mia, 'member'],
  ])
  globex = await organisation('Globex', gus, [[olivia, 'admin']])
  await serveRoutes()
  const engine = await gql(launch, launchInput(globex, 'Globex Shop'), { jwt: gus.token })
  expect(engine.body.errors).toBeUndefined()
  globexEngine = engine.body.data.launchEngineInstance.id
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await started?.stop()
})

describe('creating a token', () => {
  it('gives the secret once, stores only its hash and a short prefix', async () => {
    const { secret, token } = await newToken(olivia, acme, 'read', 'Deploy pipeline')
    expect(secret).toMatch(/^ubt_[A-Za-z0-9_-]{43}$/)
    expect(token).toMatchObject({
      name: 'Deploy pipeline',
      scope: 'read',
      status: 'valid',
      createdBy: 'Olivia',
      lastUsedAt: null,
      displayPrefix: secret.slice(0, 12),
    })
    const days = (new Date(token.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    const doc = await stored(token.id)
    expect(doc.secretHash).toBe(createHash('sha256').update(secret).digest('hex'))
    expect(JSON.stringify(doc)).not.toContain(secret.slice(12))
    // The list never answers the secret or its hash.
    const list = await gql(
      `query($o: ID!) { organisationApiTokens(organisation: $o) { id name displayPrefix status } }`,
      { o: acme },
      { jwt: adam.token },
    )
    expect(list.body.data.organisationApiTokens).toContainEqual({
      id: token.id,
      name: 'Deploy pipeline',
      displayPrefix: secret.slice(0, 12),
      status: 'valid',
    })
    expect(JSON.stringify(list.body)).not.toContain(doc.secretHash)
  })

  it('is for owners and admins: a member gets 403, another customer 404, anonymous 401', async () => {
    const variables = { o: acme, n: 'Mine', s: 'manage', d: 30 }
    const address = '198.51.100.21'
    expect(errorOf(await gql(createToken, variables, { jwt: mia.token, address }))).toBe(
      'notAllowed',
    )
    expect(errorOf(await gql(createToken, variables, { jwt: gus.token, address }))).toBe('notFound')
    expect(errorOf(await gql(createToken, variables, { address }))).toBe('unauthorised')
    const { secret } = await newToken(adam, acme, 'read', 'By an admin')
    expect(secret).toMatch(/^ubt_/)
  })

  it('checks name, scope and expiry: at most a year', async () => {
    const jwt = olivia.token
    const address = '198.51.100.22'
    const fields = (result: Awaited<ReturnType<typeof gql>>) =>
      result.body.errors?.[0]?.extensions?.data?.fields
    expect(
      fields(await gql(createToken, { o: acme, n: ' ', s: 'read', d: 30 }, { jwt, address })),
    ).toEqual({ name: 'tokenNameRequired' })
    expect(
      fields(await gql(createToken, { o: acme, n: 'x', s: 'read', d: 400 }, { jwt, address })),
    ).toEqual({ expiresInDays: 'tokenExpiryInvalid' })
    expect(
      fields(
        await gql(createToken, { o: acme, n: 'x', s: 'read', on: '2099-01-01' }, { jwt, address }),
      ),
    ).toEqual({ expiresOn: 'tokenDateOutOfRange' })
    expect(
      fields(await gql(createToken, { o: acme, n: 'x', s: 'read' }, { jwt, address })),
    ).toEqual({ expiresInDays: 'tokenExpiryRequired' })
    expect(
      errorOf(await gql(createToken, { o: acme, n: 'x', s: 'admin', d: 30 }, { jwt, address })),
    ).toMatch(/ControlApiTokenScope/)
    // A date: the token ends at its start, Swiss time (summer and winter time alike).
    for (const [months, offsetHours] of [
      [2, 0],
      [8, 0],
    ]) {
      const day = new Date(Date.now() + months * 30 * 86_400_000).toISOString().slice(0, 10)
      const result = await gql(
        createToken,
        { o: acme, n: `Until ${day}`, s: 'read', on: day },
        {
          jwt,
          address: `198.51.100.2${3 + offsetHours + months}`,
        },
      )
      const expiresAt = new Date(result.body.data.createApiToken.token.expiresAt)
      const zurich = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Zurich',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(expiresAt)
      expect(zurich).toBe(`${day}, 00:00`)
    }
  })
})

describe('using a token', () => {
  it('lists and reads engines; each use writes "last used" at most once a minute and an activity entry', async () => {
    const { secret, token } = await newToken(olivia, globex, 'read', 'Globex reader')
    const list = await gql(listEngines, { o: globex }, { bearer: secret })
    expect(list.status).toBe(200)
    expect(list.body.data.controlInstances).toEqual([
      {
        id: globexEngine,
        shopName: 'Globex Shop',
        status: expect.any(String),
        organisation: globex,
      },
    ])
    const first = (await stored(token.id)).lastUsedAt
    expect(first).toBeTruthy()

    const read = await gql(readEngine, { id: globexEngine }, { bearer: secret })
    expect(read.body.data.controlInstance).toEqual({ id: globexEngine, shopName: 'Globex Shop' })
    // Within the minute "last used" is not written again…
    expect((await stored(token.id)).lastUsedAt).toBe(first)
    // …but after it, the next use writes it.
    const earlier = new Date(Date.now() - 2 * 60_000).toISOString()
    await payload.update({
      collection: 'api-tokens',
      id: Number(token.id),
      data: { lastUsedAt: earlier },
      overrideAccess: true,
    })
    await gql(activity, { o: globex }, { bearer: secret })
    const later = (await stored(token.id)).lastUsedAt!
    expect(new Date(later).getTime()).toBeGreaterThan(new Date(first!).getTime())

    // One entry per use, naming the token and what it called.
    const entries = await entriesNaming(token.id)
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['apiTokenUsed', 'controlInstances'],
      ['apiTokenUsed', 'controlInstance'],
      ['apiTokenUsed', 'organisationActivity'],
    ])
    const log = await gql(activity, { o: globex }, { jwt: gus.token })
    expect(log.body.data.organisationActivity.entries).toContainEqual({
      action: 'apiTokenUsed',
      actor: 'Globex reader',
      actorKind: 'token',
      subject: 'controlInstances',
    })
  })

  it('a manage token launches and deletes engines, named in the log as the actor', async () => {
    const { secret } = await newToken(adam, acme, 'manage', 'CI deploy')
    const launched = await gql(launch, launchInput(acme, 'Token Shop'), { bearer: secret })
    expect(launched.body.errors).toBeUndefined()
    const id = launched.body.data.launchEngineInstance.id
    const doc = await payload.findByID({
      collection: 'engine-instances',
      id: Number(id),
      depth: 0,
      overrideAccess: true,
    })
    expect(doc.launchedBy).toBe(adam.doc.id)
    await runJobsUntil(
      payload,
      async () =>
        (
          await payload.findByID({
            collection: 'engine-instances',
            id: Number(id),
            overrideAccess: true,
          })
        ).status === 'running',
    )
    const deleted = await gql(
      `mutation($id: ID!, $c: String!) { deleteInstance(id: $id, confirmShopName: $c) { status } }`,
      { id, c: 'Token Shop' },
      { bearer: secret },
    )
    expect(deleted.body.data.deleteInstance.status).toBe('deleting')
    const log = await gql(activity, { o: acme }, { jwt: olivia.token })
    const entries = log.body.data.organisationActivity.entries
    for (const action of ['launched', 'deleted'])
      expect(entries).toContainEqual({
        action,
        actor: 'CI deploy',
        actorKind: 'token',
        subject: 'Token Shop',
      })
  })
})

describe('attacks with a token', () => {
  let reader: string
  let manager: string

  beforeAll(async () => {
    reader = (await newToken(olivia, acme, 'read', 'Attack reader')).secret
    manager = (await newToken(olivia, acme, 'manage', 'Attack manager')).secret
  })

  it('a read token cannot launch, retry or delete (403 insufficientScope), and nothing changes', async () => {
    const before = await payload.count({ collection: 'engine-instances', overrideAccess: true })
    const launched = await gql(launch, launchInput(acme, 'Sneaky'), { bearer: reader })
    expect(launched.body.errors[0]).toMatchObject({
      message: 'insufficientScope',
      extensions: { statusCode: 403 },
    })
    expect(await payload.count({ collection: 'engine-instances', overrideAccess: true })).toEqual(
      before,
    )
    const { secret: acmeManager } = await newToken(olivia, acme, 'manage', 'Acme engines')
    const acmeEngine = (await gql(launch, launchInput(acme, 'Acme Shop'), { bearer: acmeManager }))
      .body.data.launchEngineInstance.id
    for (const [query, variables] of [
      [`mutation($id: ID!) { retryInstanceLaunch(id: $id) { id } }`, { id: acmeEngine }],
      [
        `mutation($id: ID!) { deleteInstance(id: $id, confirmShopName: "Acme Shop") { id } }`,
        { id: acmeEngine },
      ],
    ] as const)
      expect(errorOf(await gql(query, variables, { bearer: reader }))).toBe('insufficientScope')
  })

  it('never reaches another organisation, even one its creator administers', async () => {
    // Olivia is an admin of Globex, but her Acme token is for Acme only.
    expect((await gql(readEngine, { id: globexEngine }, { bearer: manager })).body.data).toEqual({
      controlInstance: null,
    })
    expect(errorOf(await gql(listEngines, { o: globex }, { bearer: manager }))).toBe('notFound')
    expect(errorOf(await gql(activity, { o: globex }, { bearer: manager }))).toBe('notFound')
    expect(
      errorOf(await gql(launch, launchInput(globex, 'Into Globex'), { bearer: manager })),
    ).toBe('notFound')
    const deleted = await gql(
      `mutation($id: ID!) { deleteInstance(id: $id, confirmShopName: "Globex Shop") { id } }`,
      { id: globexEngine },
      { bearer: manager },
    )
    expect(errorOf(deleted)).toBe('notFound')
    const engine = await payload.findByID({
      collection: 'engine-instances',
      id: Number(globexEngine),
      overrideAccess: true,
    })
    expect(engine.status).not.toBe('deleting')
  })

  it('signs no one in for team, token, organisation or account operations (401)', async () => {
    const refused = [
      [`mutation { inviteMember(organisation: "${acme}", email: "eve@evil.test") }`],
      [
        `mutation { changeMemberRole(organisation: "${acme}", customer: "${mia.doc.id}", role: "admin") }`,
      ],
      [`mutation { removeMember(organisation: "${acme}", customer: "${adam.doc.id}") }`],
      [`mutation { transferOwnership(organisation: "${acme}", customer: "${adam.doc.id}") }`],
      [`mutation { renameOrganisation(id: "${acme}", name: "Pwned") { id } }`],
      [`query { organisationApiTokens(organisation: "${acme}") { id } }`],
      [
        `mutation { createApiToken(organisation: "${acme}", name: "More", scope: manage, expiresInDays: 365) { secret } }`,
      ],
      [`mutation { updateMyAccount(name: "Pwned", locale: "en") { id } }`],
      [`mutation { changeMyPassword(currentPassword: "x", newPassword: "another-password-1") }`],
      [`mutation { requestEmailChange(email: "eve@evil.test", currentPassword: "x") }`],
      [`mutation { deleteMyAccount(password: "x", confirmOrganisations: []) }`],
      [`mutation { createMyOrganisation(name: "Token Org") { id } }`],
      [`mutation { requestTrialOffer(company: "Evil", message: "Hello") }`],
    ]
    for (const [query] of refused) {
      const result = await gql(query, {}, { bearer: manager })
      expect([query, errorOf(result)]).toEqual([query, 'unauthorised'])
    }
    const { docs } = await payload.find({
      collection: 'api-tokens',
      where: { organisation: { equals: Number(acme) } },
      overrideAccess: true,
      limit: 0,
      pagination: false,
    })
    const { secret: mine } = await newToken(olivia, acme, 'read', 'Revocable')
    const id = docs.find((doc) => doc.name === 'Attack reader')!.id
    expect(
      errorOf(await gql(`mutation { revokeApiToken(id: "${id}") { id } }`, {}, { bearer: mine })),
    ).toBe('unauthorised')
    expect((await stored(String(id))).revokedAt).toBeFalsy()
    const organisation = await payload.findByID({
      collection: 'organisations',
      id: Number(acme),
      overrideAccess: true,
    })
    expect(organisation.name).toBe('Acme')
    expect(organisation.members?.map((member) => member.role)).toEqual(['owner', 'admin', 'member'])
  })

  it("is no user for Payload's REST collections and auth routes", async () => {
    // The same creator's session reads them; the token gets nothing.
    expect((await rest('GET', '/customers/me', { jwt: olivia.token })).body.user.email).toBe(
      'olivia@tokens.test',
    )
    expect((await rest('GET', '/customers/me', { bearer: manager })).body.user).toBeNull()
    expect((await rest('GET', '/users/me', { bearer: manager })).body.user).toBeNull()
    for (const path of [
      '/engine-instances',
      '/organisations',
      '/activity',
      '/api-tokens',
      '/customers',
    ]) {
      const result = await rest('GET', path, { bearer: manager })
      expect([path, result.status]).toEqual([path, 403])
    }
    expect(
      (await rest('GET', `/engine-instances/${globexEngine}`, { bearer: manager })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/organisations/${acme}`, { bearer: manager })).status).toBe(403)
  })

  it("is no user for Payload's own GraphQL fields, and a session cookie beside it is ignored", async () => {
    const login = await payload.login({
      collection: 'customers',
      data: { email: 'olivia@tokens.test', password: 'correct-horse-battery' },
    })
    const cookie = `payload-token=${login.token}`
    const me = `{ meCustomer { user { email } } }`
    expect((await gql(me, {}, { cookie })).body.data.meCustomer.user.email).toBe(
      'olivia@tokens.test',
    )
    expect((await gql(me, {}, { cookie, bearer: manager })).body.data.meCustomer.user).toBeNull()
    for (const query of [
      `{ EngineInstances { docs { id shopName } } }`,
      `{ Organisations { docs { id name } } }`,
      `{ Customers { docs { email } } }`,
      `{ Activities { docs { id } } }`,
      `{ ApiTokens { docs { id name } } }`,
    ]) {
      const result = await gql(query, {}, { bearer: manager })
      expect([query, result.body.data ? Object.values(result.body.data)[0] : null]).toEqual([
        query,
        null,
      ])
      expect([query, result.body.errors?.[0]?.extensions?.statusCode]).toEqual([query, 403])
    }
  })

  it('stops at once when revoked, and after its expiry', async () => {
    const { secret, token } = await newToken(adam, acme, 'read', 'Short-lived')
    expect((await gql(listEngines, { o: acme }, { bearer: secret })).status).toBe(200)
    const revoked = await gql(
      `mutation($id: ID!) { revokeApiToken(id: $id) { status revokedAt } }`,
      { id: token.id },
      { jwt: olivia.token },
    )
    expect(revoked.body.data.revokeApiToken.status).toBe('revoked')
    const after = await gql(listEngines, { o: acme }, { bearer: secret, address: '198.51.100.30' })
    expect(after.status).toBe(401)
    expect(errorOf(after)).toBe('invalidApiToken')
    expect(after.headers.get('www-authenticate')).toMatch(/^Bearer/)
    const log = await gql(activity, { o: acme }, { jwt: olivia.token })
    expect(log.body.data.organisationActivity.entries).toContainEqual({
      action: 'apiTokenRevoked',
      actor: 'Olivia',
      actorKind: 'customer',
      subject: 'Short-lived',
    })

    const expiring = await newToken(adam, acme, 'read', 'Expiring')
    await payload.update({
      collection: 'api-tokens',
      id: Number(expiring.token.id),
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await gql(
      listEngines,
      { o: acme },
      { bearer: expiring.secret, address: '198.51.100.31' },
    )
    expect([expired.status, errorOf(expired)]).toEqual([401, 'invalidApiToken'])
  })

  it('ends when its creator no longer manages the organisation', async () => {
    const { secret } = await newToken(adam, acme, 'read', "Adam's")
    const address = '198.51.100.32'
    expect((await gql(listEngines, { o: acme }, { bearer: secret, address })).status).toBe(200)
    const setRole = (role: 'admin' | 'member') =>
      payload.update({
        collection: 'organisations',
        id: Number(acme),
        data: {
          members: [
            { customer: olivia.doc.id, role: 'owner' },
            { customer: adam.doc.id, role },
            { customer: mia.doc.id, role: 'member' },
          ],
        },
        overrideAccess: true,
      })
    await setRole('member')
    expect((await gql(listEngines, { o: acme }, { bearer: secret, address })).status).toBe(401)
    await setRole('admin')
    expect((await gql(listEngines, { o: acme }, { bearer: secret, address })).status).toBe(200)
  })

  it('a made-up token is refused; guessing from one address ends in 429', async () => {
    const address = '203.0.113.99'
    const madeUp = () => `ubt_${randomBytes(32).toString('base64url')}`
    const { limit } = apiTokenLimits.failures
    for (let attempt = 0; attempt < limit; attempt++) {
      const result = await gql(listEngines, { o: acme }, { bearer: madeUp(), address })
      expect([attempt, result.status, errorOf(result)]).toEqual([attempt, 401, 'invalidApiToken'])
    }
    const blocked = await gql(listEngines, { o: acme }, { bearer: madeUp(), address })
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    // The address is refused before any secret is checked, a valid one included…
    expect((await gql(listEngines, { o: acme }, { bearer: reader, address })).status).toBe(429)
    // …while other clients go on.
    expect((await gql(listEngines, { o: acme }, { bearer: reader })).status).toBe(200)
    // Malformed secrets count as failures too.
    const short = await gql(
      listEngines,
      { o: acme },
      { bearer: 'ubt_short', address: '203.0.113.98' },
    )
    expect([short.status, errorOf(short)]).toEqual([401, 'invalidApiToken'])
  })

  it('each token has its own request limit', async () => {
    const { secret, token } = await newToken(olivia, acme, 'read', 'Busy')
    // The token's window, used up as by a busy script (the same counter the route counts in).
    const { limit, windowMs } = apiTokenLimits.perToken
    await rateLimit({ key: `api-token:${token.id}`, limit, windowMs, weight: limit })
    const result = await gql(listEngines, { o: acme }, { bearer: secret, address: '198.51.100.40' })
    expect(result.status).toBe(429)
    expect(errorOf(result)).toBe('tooManyRequests')
  })
})

describe('the collection itself', () => {
  it('admins read the metadata, never the hash; nobody writes it over REST', async () => {
    const admin = await staff(payload, 'admin@tokens.test')
    const list = await rest('GET', '/api-tokens?limit=100', { jwt: admin.token })
    expect(list.status).toBe(200)
    expect(list.body.docs.length).toBeGreaterThan(0)
    for (const doc of list.body.docs) {
      expect(doc.secretHash).toBeUndefined()
      expect(doc.displayPrefix).toMatch(/^ubt_/)
    }
    expect((await rest('GET', '/api-tokens', { jwt: olivia.token })).status).toBe(403)
    const id = list.body.docs[0].id
    expect((await rest('DELETE', `/api-tokens/${id}`, { jwt: admin.token })).status).toBe(403)
    expect((await rest('PATCH', `/api-tokens/${id}`, { jwt: admin.token })).status).toBe(403)
  })
})
