import { formatNames, toWords, type CollectionSlug, type GlobalSlug, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootControl, customer, password } from '../control'
import { paragraph } from '../lexical'
import type { TestPayload } from '../payload'
import { fixtures, globalUpdates, siteSettings, type World } from './fixtures'
import {
  actors,
  collectionMatrix,
  fieldMatrix,
  globalMatrix,
  outcome,
  type Actor,
  type Operation,
} from './table'
import { graphql, refusedByGraphQL, rest, schemaOf, type Result, type Schema } from './transports'

type Id = number | string
const refusedStatuses = [401, 403, 404]
const pendingInvitation = {
  email: 'invitee@matrix.test',
  tokenHash: 'matrix-token-hash',
  expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
}

/** What each guarded field is set to by a write attempt, and how its stored value is compared. */
const fieldWrites: Record<string, { value: unknown; stored: (doc: any) => unknown }> = {
  email: { value: 'taken@evil.test', stored: (doc) => doc.email },
  password: { value: 'Taken-over-password-1', stored: (doc) => doc.hash },
  sessions: {
    value: [{ id: 'forged-session', expiresAt: '2099-01-01T00:00:00.000Z' }],
    stored: (doc) => (doc.sessions ?? []).map((session: { id: string }) => session.id).join(),
  },
  invitations: {
    value: [{ ...pendingInvitation, email: 'forged@evil.test' }],
    stored: (doc) => (doc.invitations ?? []).map((row: { email: string }) => row.email).join(),
  },
  translation: {
    value: { deCH: 'missing', en: 'current' },
    stored: (doc) => JSON.stringify(doc.translation),
  },
}
const hasValue = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)
const operations: Operation[] = ['read', 'create', 'update', 'delete']

/**
 * Runs the access matrix for `slugs` (collections) and `globals` through REST, GraphQL and the
 * Local API (overrideAccess: false). With `checkCoverage`, also fails when the running config
 * has a collection or global the matrix does not list.
 */
export function runMatrix({
  slugs,
  globals,
  checkCoverage = false,
}: {
  slugs: string[]
  globals: string[]
  checkCoverage?: boolean
}) {
  let started: TestPayload
  let payload: Payload
  let schema: Schema
  const world = { users: {} } as World
  const tokens = {} as Record<Actor, string | undefined>
  const localUsers = {} as Record<Actor, Record<string, unknown> | undefined>
  const rows: Record<string, Record<string, Id>> = {}

  beforeAll(async () => {
    // Every create cell makes an organisation: the trial quota is not what this table checks.
    started = await bootControl({
      MEDIA_DIR: `tests/.tmp/media-${process.pid}`,
      TRIAL_MAX_ORGANISATIONS: '1000',
    })
    payload = started.payload
    world.payload = payload
    for (const actor of ['owner', 'member', 'other'] as const) {
      const made = await customer(payload, `${actor}@matrix.test`)
      world.users[actor] = { id: made.doc.id, collection: 'customers' }
      tokens[actor] = made.token
      localUsers[actor] = { ...made.doc, collection: 'customers' }
    }
    for (const actor of ['editor', 'support', 'admin'] as const) {
      const email = `${actor}@matrix.test`
      const doc = await payload.create({
        collection: 'users',
        data: { email, password, role: actor },
        overrideAccess: true,
      })
      world.users[actor] = { id: doc.id, collection: 'users' }
      tokens[actor] = (
        await payload.login({ collection: 'users', data: { email, password } })
      ).token
      localUsers[actor] = { ...doc, collection: 'users' }
    }
    world.orgA = (
      await payload.create({
        collection: 'organisations',
        data: { name: 'Org A', owner: world.users.owner!.id as number },
        depth: 0,
      })
    ).id
    await payload.update({
      collection: 'organisations',
      id: world.orgA,
      data: {
        members: [
          { customer: world.users.owner!.id as number, role: 'owner' },
          { customer: world.users.member!.id as number, role: 'member' },
        ],
        invitations: [pendingInvitation],
      },
    })
    world.orgB = (
      await payload.create({
        collection: 'organisations',
        data: { name: 'Org B', owner: world.users.other!.id as number },
        depth: 0,
      })
    ).id
    world.page = (
      await payload.create({
        collection: 'pages',
        data: { title: 'Matrix page', slug: 'matrix-page', _status: 'published' },
        depth: 0,
      })
    ).id
    world.form = (
      await payload.create({
        collection: 'forms',
        data: {
          title: 'Matrix form',
          purpose: 'contact',
          sendConfirmation: false,
          confirmationType: 'message',
          confirmationMessage: paragraph('Thanks'),
          fields: [{ blockType: 'textarea', name: 'message', label: 'Message', required: false }],
        } as never,
        depth: 0,
      })
    ).id
    await payload.updateGlobal({ slug: 'site-settings', data: siteSettings })
    rows.organisations = { orgA: world.orgA, orgB: world.orgB }
    rows.users = {
      editor: world.users.editor!.id,
      support: world.users.support!.id,
      admin: world.users.admin!.id,
    }
    rows.customers = {
      owner: world.users.owner!.id,
      member: world.users.member!.id,
      other: world.users.other!.id,
    }
    for (const slug of slugs) {
      rows[slug] ??= {}
      for (const label of Object.keys(fixtures[slug]!.rows))
        rows[slug][label] ??= await fixtures[slug]!.make(world, label)
    }
    schema = await schemaOf(tokens.admin!)
  })
  afterAll(async () => started?.stop())

  if (checkCoverage) {
    it('covers every collection and global of the running config', async () => {
      const { default: config } = await import('@payload-config')
      const built = await config
      expect(built.collections.map((collection) => collection.slug).sort()).toEqual(
        Object.keys(collectionMatrix).sort(),
      )
      expect(built.globals.map((global) => global.slug).sort()).toEqual(
        Object.keys(globalMatrix).sort(),
      )
      expect(Object.keys(fixtures).sort()).toEqual(Object.keys(collectionMatrix).sort())
    })
  }

  const graphQLNames = (slug: string) => {
    const config = payload.collections[slug as CollectionSlug].config
    if (config.graphQL === false) return undefined
    const names = formatNames(slug)
    const singular = config.graphQL?.singularName
      ? toWords(config.graphQL.singularName, true)
      : names.singular
    let plural = config.graphQL?.pluralName
      ? toWords(config.graphQL.pluralName, true)
      : names.plural
    if (singular === plural) plural = `all${singular}`
    return { singular, plural }
  }

  const exists = async (slug: string, id: Id) =>
    Boolean(
      await payload.findByID({
        collection: slug as CollectionSlug,
        id,
        overrideAccess: true,
        depth: 0,
        disableErrors: true,
      }),
    )
  const updatedAt = async (slug: string, id: Id) =>
    (
      (await payload.findByID({
        collection: slug as CollectionSlug,
        id,
        overrideAccess: true,
        depth: 0,
      })) as { updatedAt?: string }
    ).updatedAt
  const local = (actor: Actor) => ({
    overrideAccess: false as const,
    user: localUsers[actor] as never,
    depth: 0,
  })
  const localOk = async (run: () => Promise<unknown>) =>
    run().then(
      (result) => Boolean(result),
      () => false,
    )
  // Without REST endpoints (payload-migrations) every route answers 501: refused as well.
  const refusedFor = (slug?: string) =>
    slug && payload.collections[slug as CollectionSlug].config.endpoints === false
      ? [...refusedStatuses, 501]
      : refusedStatuses
  const expectRest = (result: Result, allowed: boolean, what: string, slug?: string) => {
    if (allowed) expect(result.status, `${what}: ${JSON.stringify(result.body)}`).toBeLessThan(300)
    else
      expect(refusedFor(slug), `${what}: ${JSON.stringify(result.body)}`).toContain(result.status)
  }
  /** Payload's preferences answer GET/DELETE /:key for the caller's own rows: no by-id route there. */
  const keyedRoutes = (slug: string) =>
    (payload.collections[slug as CollectionSlug].config.endpoints || []).some(
      (endpoint) => endpoint.path === '/:key',
    )

  /** Whether `actor` may act on the row `label` under `cell`. */
  const expected = (
    slug: string,
    label: string,
    cell: string,
    actor: Actor,
    operation: Operation,
  ) => {
    const row = fixtures[slug]!.rows[label]!
    switch (outcome(cell, actor)) {
      case 'all':
        return true
      case 'none':
        return false
      case 'pub':
        return Boolean(row.published)
      case 'own':
        return Boolean((operation === 'read' ? row.readers : row.writers)?.includes(actor))
    }
  }

  const cells = slugs.flatMap((slug) =>
    actors.flatMap((actor) => operations.map((operation) => ({ slug, actor, operation }))),
  )

  if (cells.length)
    describe('collections', () => {
      it.each(cells)('$slug: $actor $operation', async ({ slug, actor, operation }) => {
        const fixture = fixtures[slug]!
        const update = typeof fixture.update === 'function' ? fixture.update(world) : fixture.update
        const forGraphQL = fixture.forGraphQL ?? ((data: Record<string, unknown>) => data)
        const cell = collectionMatrix[slug]![operation]
        const token = tokens[actor]
        const names = graphQLNames(slug)
        if (!names)
          expect(
            [...schema.queries].some(
              (name) => name.toLowerCase() === formatNames(slug).plural.toLowerCase(),
            ),
          ).toBe(false)

        if (operation === 'read') {
          for (const [label, id] of Object.entries(rows[slug]!)) {
            const allowed = expected(slug, label, cell, actor, operation)
            const what = `${actor} reads ${slug}/${label}`
            const single = await rest('GET', `/${slug}/${id}?depth=0`, token)
            const list = await rest('GET', `/${slug}?depth=0&where[id][equals]=${id}`, token)
            const listed =
              list.status === 200 && list.body.docs.some((doc: { id: Id }) => doc.id === id)
            const keyed = keyedRoutes(slug)
            expect(
              (keyed || single.status === 200) && listed,
              `${what} (REST ${single.status}/${list.status})`,
            ).toBe(allowed)
            if (!allowed && !keyed) expect(refusedFor(slug), what).toContain(single.status)
            if (names) {
              const one = await graphql(`{ doc: ${names.singular}(id: ${id}) { id } }`, {}, token)
              const many = await graphql(
                `{ docs: ${names.plural}(where: { id: { equals: ${id} } }) { docs { id } } }`,
                {},
                token,
              )
              const seen =
                !refusedByGraphQL(one, 'doc') &&
                (many.body.data?.docs?.docs ?? []).some((doc: { id: Id }) => doc.id === id)
              expect(seen, `${what} (GraphQL)`).toBe(allowed)
            }
            const found = await payload
              .find({
                collection: slug as CollectionSlug,
                where: { id: { equals: id } },
                ...local(actor),
              })
              .then(
                (result) => result.docs.length === 1,
                () => false,
              )
            expect(found, `${what} (Local API)`).toBe(allowed)
          }
        } else if (operation === 'create') {
          const allowed = outcome(cell, actor) !== 'none'
          const what = `${actor} creates ${slug}`
          const before = await payload.count({
            collection: slug as CollectionSlug,
            overrideAccess: true,
          })
          const created: Id[] = []
          const file = fixture.file ? await fixture.file() : undefined
          const viaRest = await rest('POST', `/${slug}`, token, fixture.create(world, actor), file)
          expectRest(viaRest, allowed, `${what} (REST)`, slug)
          if (allowed) created.push(viaRest.body.doc.id)
          const mutation = names && `create${names.singular}`
          if (mutation && !(allowed && file)) {
            const type = schema.mutations.get(mutation)!.data
            const result = await graphql(
              `mutation($data: ${type}) { created: ${mutation}(data: $data) { id } }`,
              { data: forGraphQL(fixture.create(world, actor)) },
              token,
            )
            expect(
              !refusedByGraphQL(result, 'created'),
              `${what} (GraphQL): ${JSON.stringify(result.body.errors)}`,
            ).toBe(allowed)
            if (allowed) created.push(result.body.data.created.id)
          }
          const viaLocal = await payload
            .create({
              collection: slug as CollectionSlug,
              data: fixture.create(world, actor) as never,
              ...(file ? { file: await fixture.file!() } : {}),
              ...local(actor),
            })
            .then(
              (doc) => doc.id,
              () => undefined,
            )
          expect(viaLocal !== undefined, `${what} (Local API)`).toBe(allowed)
          if (viaLocal !== undefined) created.push(viaLocal)
          if (!allowed)
            expect(
              await payload.count({ collection: slug as CollectionSlug, overrideAccess: true }),
              `${what}: nothing stored`,
            ).toEqual(before)
          for (const id of created)
            await payload.delete({ collection: slug as CollectionSlug, id, overrideAccess: true })
        } else if (operation === 'update') {
          for (const [label, id] of Object.entries(rows[slug]!)) {
            const allowed = expected(slug, label, cell, actor, operation)
            const what = `${actor} updates ${slug}/${label}`
            const before = await updatedAt(slug, id)
            expectRest(
              await rest('PATCH', `/${slug}/${id}?depth=0`, token, update),
              allowed,
              `${what} (REST)`,
              slug,
            )
            if (names) {
              const mutation = `update${names.singular}`
              const type = schema.mutations.get(mutation)!.data
              const result = await graphql(
                `mutation($data: ${type}) { updated: ${mutation}(id: ${id}, data: $data) { id } }`,
                { data: forGraphQL(update) },
                token,
              )
              expect(
                !refusedByGraphQL(result, 'updated'),
                `${what} (GraphQL): ${JSON.stringify(result.body.errors)}`,
              ).toBe(allowed)
            }
            expect(
              await localOk(() =>
                payload.update({
                  collection: slug as CollectionSlug,
                  id,
                  data: update as never,
                  ...local(actor),
                }),
              ),
              `${what} (Local API)`,
            ).toBe(allowed)
            if (!allowed)
              expect(await updatedAt(slug, id), `${what}: nothing changed`).toEqual(before)
          }
        } else {
          for (const label of Object.keys(fixture.rows)) {
            const allowed = expected(slug, label, cell, actor, operation)
            const what = `${actor} deletes ${slug}/${label}`
            const viaRest = await fixture.make(world, label)
            if (keyedRoutes(slug))
              await rest('DELETE', `/${slug}?where[id][equals]=${viaRest}`, token)
            else
              expectRest(
                await rest('DELETE', `/${slug}/${viaRest}`, token),
                allowed,
                `${what} (REST)`,
                slug,
              )
            expect(await exists(slug, viaRest), `${what} (REST): row left`).toBe(!allowed)
            if (names) {
              const viaGraphQL = await fixture.make(world, label)
              const result = await graphql(
                `mutation { deleted: delete${names.singular}(id: ${viaGraphQL}) { id } }`,
                {},
                token,
              )
              expect(!refusedByGraphQL(result, 'deleted'), `${what} (GraphQL)`).toBe(allowed)
              expect(await exists(slug, viaGraphQL), `${what} (GraphQL): row left`).toBe(!allowed)
            }
            const viaLocal = await fixture.make(world, label)
            expect(
              await localOk(() =>
                payload.delete({
                  collection: slug as CollectionSlug,
                  id: viaLocal,
                  ...local(actor),
                }),
              ),
              `${what} (Local API)`,
            ).toBe(allowed)
            expect(await exists(slug, viaLocal), `${what} (Local API): row left`).toBe(!allowed)
          }
        }
      })
    })

  const fieldCells = fieldMatrix
    .filter((entry) => slugs.includes(entry.collection))
    .flatMap((entry) => actors.map((actor) => ({ ...entry, actor })))

  if (fieldCells.length)
    describe('fields', () => {
      it.each(fieldCells)(
        '$collection.$field of $row: $actor',
        async ({ collection, row, field, read, write, actor }) => {
          const id = rows[collection]![row]!
          const token = tokens[actor]
          const what = `${actor} ${collection}/${row}.${field}`
          const readable = outcome(read, actor) === 'all'
          const viaRest = await rest('GET', `/${collection}/${id}?depth=0`, token)
          expect(hasValue(viaRest.body?.[field]), `${what}: read (REST)`).toBe(readable)
          const viaLocal = await payload.findByID({ collection, id, ...local(actor) }).then(
            (doc) => (doc as unknown as Record<string, unknown>)[field],
            () => undefined,
          )
          expect(hasValue(viaLocal), `${what}: read (Local API)`).toBe(readable)

          const { value, stored } = fieldWrites[field]!
          const current = async () =>
            stored(await payload.db.findOne({ collection, where: { id: { equals: id } } }))
          const before = await current()
          await rest('PATCH', `/${collection}/${id}?depth=0`, token, { [field]: value })
          await payload
            .update({ collection, id, data: { [field]: value } as never, ...local(actor) })
            .catch(() => undefined)
          const after = await current()
          if (outcome(write, actor) === 'all') {
            expect(after, `${what}: write`).not.toEqual(before)
            await payload.update({
              collection,
              id,
              data: { [field]: collection === 'organisations' ? [pendingInvitation] : before },
              overrideAccess: true,
            } as never)
          } else expect(after, `${what}: write refused`).toEqual(before)
        },
      )
    })

  const globalCells = globals.flatMap((slug) =>
    actors.flatMap((actor) =>
      (['read', 'update'] as const).map((operation) => ({ slug, actor, operation })),
    ),
  )

  if (globalCells.length)
    describe('globals', () => {
      it.each(globalCells)('$slug: $actor $operation', async ({ slug, actor, operation }) => {
        const allowed = outcome(globalMatrix[slug]![operation], actor) === 'all'
        const token = tokens[actor]
        const name = [toWords(slug, true), toWords(slug, true).replace(/s$/, '')].find(
          (candidate) => schema.queries.has(candidate),
        )
        expect(name, `GraphQL name of ${slug}`).toBeDefined()
        const what = `${actor} ${operation}s ${slug}`
        if (operation === 'read') {
          expectRest(
            await rest('GET', `/globals/${slug}?depth=0`, token),
            allowed,
            `${what} (REST)`,
          )
          expect(
            !refusedByGraphQL(
              await graphql(`{ global: ${name} { updatedAt } }`, {}, token),
              'global',
            ),
            `${what} (GraphQL)`,
          ).toBe(allowed)
          expect(
            await localOk(() => payload.findGlobal({ slug: slug as GlobalSlug, ...local(actor) })),
            `${what} (Local API)`,
          ).toBe(allowed)
        } else {
          const stamp = async () =>
            (await payload.findGlobal({ slug: slug as GlobalSlug, overrideAccess: true, depth: 0 }))
              .updatedAt
          const before = await stamp()
          expectRest(
            await rest('POST', `/globals/${slug}?depth=0`, token, globalUpdates[slug]),
            allowed,
            `${what} (REST)`,
          )
          const mutation = `update${name}`
          const type = schema.mutations.get(mutation)!.data
          const result = await graphql(
            `mutation($data: ${type}) { updated: ${mutation}(data: $data) { updatedAt } }`,
            { data: globalUpdates[slug] },
            token,
          )
          expect(
            !refusedByGraphQL(result, 'updated'),
            `${what} (GraphQL): ${JSON.stringify(result.body.errors)}`,
          ).toBe(allowed)
          expect(
            await localOk(() =>
              payload.updateGlobal({
                slug: slug as GlobalSlug,
                data: globalUpdates[slug] as never,
                ...local(actor),
              }),
            ),
            `${what} (Local API)`,
          ).toBe(allowed)
          if (!allowed) expect(await stamp(), `${what}: nothing changed`).toEqual(before)
        }
      })
    })
}
