import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bootControl, customer, gql, rest, staff, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'

/**
 * The access matrix of the control area: anonymous, customer A, customer B and staff ×
 * read/create/update/delete × customers, organisations, engine-instances, form-submissions.
 * Read, update and delete target customer A's records (A's own account, organisation, instance;
 * a staff-created submission). Every cell is checked through REST; reads also through GraphQL
 * and the Local API with overrideAccess: false.
 */
type Actor = 'anonymous' | 'customerA' | 'customerB' | 'staff'
type Collection = 'customers' | 'organisations' | 'engine-instances' | 'form-submissions'
type Operation = 'read' | 'create' | 'update' | 'delete'

const Y = true
const N = false
const matrix: Record<Actor, Record<Collection, Record<Operation, boolean>>> = {
  anonymous: {
    customers: { read: N, create: N, update: N, delete: N },
    organisations: { read: N, create: N, update: N, delete: N },
    'engine-instances': { read: N, create: N, update: N, delete: N },
    'form-submissions': { read: N, create: Y, update: N, delete: N },
  },
  customerA: {
    customers: { read: Y, create: N, update: Y, delete: N },
    organisations: { read: Y, create: Y, update: Y, delete: N },
    // Instances change only through the control area's own operations: REST/GraphQL update is staff-only.
    'engine-instances': { read: Y, create: N, update: N, delete: N },
    'form-submissions': { read: N, create: Y, update: N, delete: N },
  },
  customerB: {
    customers: { read: N, create: N, update: N, delete: N },
    organisations: { read: N, create: Y, update: N, delete: N },
    'engine-instances': { read: N, create: N, update: N, delete: N },
    'form-submissions': { read: N, create: Y, update: N, delete: N },
  },
  staff: {
    // Accounts come from sign-up only: not even an admin creates one.
    customers: { read: Y, create: N, update: Y, delete: Y },
    organisations: { read: Y, create: Y, update: Y, delete: Y },
    'engine-instances': { read: Y, create: Y, update: Y, delete: Y },
    'form-submissions': { read: Y, create: Y, update: Y, delete: Y },
  },
}

const graphQLName: Record<Collection, string> = {
  customers: 'Customer',
  organisations: 'Organisation',
  'engine-instances': 'EngineInstance',
  'form-submissions': 'FormSubmission',
}

let started: TestPayload
let payload: Payload
const actors = {} as Record<Actor, { auth?: Auth; user?: any }>
const ids = {} as Record<Collection, number | string> & {
  orgA: number | string
  orgB: number | string
  form: number | string
}
let counter = 0

async function instanceIn(organisation: number | string, shopName: string) {
  counter += 1
  return payload.create({
    collection: 'engine-instances',
    data: {
      organisation,
      shopName,
      recipientEmail: 'orders@a.test',
      instanceId: `inst-matrix-${counter}`,
      subdomain: `matrix-${counter}`,
    } as never,
    overrideAccess: true,
  })
}

async function submission() {
  return payload.create({
    collection: 'form-submissions',
    data: { form: ids.form, submissionData: [{ field: 'message', value: 'Hello' }] } as never,
    overrideAccess: true,
    context: { skipNotification: true },
  })
}

beforeAll(async () => {
  // Customer A creates an organisation for every delete cell: more than a trial may own.
  started = await bootControl({ TRIAL_MAX_ORGANISATIONS: '100' })
  payload = started.payload
  const a = await customer(payload, 'a@customers.test')
  const b = await customer(payload, 'b@customers.test')
  const s = await staff(payload)
  actors.anonymous = {}
  actors.customerA = { auth: a.auth, user: { ...a.doc, collection: 'customers' } }
  actors.customerB = { auth: b.auth, user: { ...b.doc, collection: 'customers' } }
  actors.staff = { auth: s.auth, user: { ...s.doc, collection: 'users' } }

  const orgA = await payload.create({
    collection: 'organisations',
    data: { name: 'Org A' } as never,
    overrideAccess: false,
    user: actors.customerA.user,
  })
  const orgB = await payload.create({
    collection: 'organisations',
    data: { name: 'Org B' } as never,
    overrideAccess: false,
    user: actors.customerB.user,
  })
  ids.orgA = orgA.id
  ids.orgB = orgB.id
  ids.customers = a.doc.id
  ids.organisations = orgA.id
  ids['engine-instances'] = (await instanceIn(orgA.id, 'Shop A')).id
  await instanceIn(orgB.id, 'Shop B')
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Matrix form',
      purpose: 'contact',
      sendConfirmation: false,
      confirmationType: 'redirect',
      redirect: { url: 'https://example.com/thanks' },
      fields: [{ blockType: 'textarea', name: 'message', label: 'Message', required: false }],
    } as never,
    overrideAccess: true,
  })
  ids.form = form.id
  ids['form-submissions'] = (await submission()).id
})

afterAll(async () => {
  await started?.stop()
})

async function createBody(collection: Collection, actor: Actor) {
  counter += 1
  switch (collection) {
    case 'customers':
      return {
        email: `new-${counter}@customers.test`,
        password: 'a-long-password-1',
        trialEndsAt: '2099-01-01T00:00:00.000Z',
      }
    case 'organisations':
      return { name: `Created by ${actor}`, owner: ids.customers }
    case 'engine-instances':
      return { organisation: ids.orgA, shopName: `Created ${counter}`, recipientEmail: 'x@a.test' }
    case 'form-submissions':
      return { form: ids.form, submissionData: [{ field: 'message', value: `Hello ${counter}` }] }
  }
}

const updateBody: Record<Collection, object> = {
  customers: { name: 'Changed name' },
  organisations: { name: 'Renamed org' },
  'engine-instances': { recipientEmail: 'changed@a.test' },
  'form-submissions': { submissionData: [{ field: 'message', value: 'Changed' }] },
}

/** Delete targets: disposable records of A (A's own account for A itself). */
async function deleteTarget(collection: Collection, actor: Actor): Promise<number | string> {
  switch (collection) {
    case 'customers':
      if (actor === 'customerA') return ids.customers
      counter += 1
      return (await customer(payload, `disposable-${counter}@customers.test`)).doc.id
    case 'organisations':
      return (
        await payload.create({
          collection: 'organisations',
          data: { name: `Disposable ${++counter}` } as never,
          overrideAccess: false,
          user: actors.customerA.user,
        })
      ).id
    case 'engine-instances':
      return (await instanceIn(ids.orgA, `Disposable ${counter}`)).id
    case 'form-submissions':
      return (await submission()).id
  }
}

const cells = (Object.keys(matrix) as Actor[]).flatMap((actor) =>
  (Object.keys(matrix[actor]) as Collection[]).flatMap((collection) =>
    (Object.keys(matrix[actor][collection]) as Operation[]).map((operation) => ({
      actor,
      collection,
      operation,
      allowed: matrix[actor][collection][operation],
    })),
  ),
)

function expectOutcome(status: number, allowed: boolean, text: string) {
  if (allowed) expect(status, text).toBeGreaterThanOrEqual(200)
  if (allowed) expect(status, text).toBeLessThan(300)
  else expect([401, 403, 404], text).toContain(status)
}

describe('control-area access matrix (REST)', () => {
  it.each(cells)(
    '$actor $operation $collection → allowed: $allowed',
    async ({ actor, collection, operation, allowed }) => {
      const auth = actors[actor].auth
      if (operation === 'read') {
        const single = await rest('GET', `/${collection}/${ids[collection]}`, auth)
        expectOutcome(single.status, allowed, single.text)
        const list = await rest('GET', `/${collection}?limit=100&depth=0`, auth)
        const listed =
          list.status === 200
            ? (list.body.docs as { id: unknown }[]).some((doc) => doc.id === ids[collection])
            : false
        expect(listed).toBe(allowed)
      } else if (operation === 'create') {
        const result = await rest(
          'POST',
          `/${collection}`,
          auth,
          await createBody(collection, actor),
        )
        expectOutcome(result.status, allowed, result.text)
      } else if (operation === 'update') {
        const result = await rest(
          'PATCH',
          `/${collection}/${ids[collection]}`,
          auth,
          updateBody[collection],
        )
        expectOutcome(result.status, allowed, result.text)
      } else {
        const id = await deleteTarget(collection, actor)
        const result = await rest('DELETE', `/${collection}/${id}`, auth)
        expectOutcome(result.status, allowed, result.text)
        const still = await payload.findByID({
          collection,
          id,
          overrideAccess: true,
          disableErrors: true,
        })
        expect(Boolean(still)).toBe(!allowed)
      }
    },
  )
})

describe('control-area access matrix (reads through GraphQL and the Local API)', () => {
  const reads = cells.filter((cell) => cell.operation === 'read')
  it.each(reads)(
    '$actor reads $collection → allowed: $allowed',
    async ({ actor, collection, allowed }) => {
      const name = graphQLName[collection]
      const result = await gql(
        `query Read($id: Int!) { ${name}(id: $id) { id } }`,
        { id: Number(ids[collection]) },
        actors[actor].auth,
      )
      const found = result.body.data?.[name]?.id
      expect(found === ids[collection] || found === Number(ids[collection])).toBe(allowed)

      const local = await payload.findByID({
        collection,
        id: ids[collection],
        overrideAccess: false,
        user: actors[actor].user,
        disableErrors: true,
      })
      expect(Boolean(local)).toBe(allowed)
    },
  )
})

describe('isolation details', () => {
  it('lists only the organisations and instances of the customer', async () => {
    const orgs = await rest('GET', '/organisations?depth=0', actors.customerB.auth)
    const orgIds = orgs.body.docs.map((doc: { id: unknown }) => doc.id)
    expect(orgIds).toContain(ids.orgB)
    expect(orgIds).not.toContain(ids.orgA)
    for (const doc of orgs.body.docs)
      expect(doc.members.map((member: { customer: unknown }) => member.customer)).toContain(
        actors.customerB.user.id,
      )
    const instances = await rest(
      'GET',
      '/engine-instances?depth=0&limit=100',
      actors.customerB.auth,
    )
    expect(
      instances.body.docs.every((doc: { organisation: unknown }) => doc.organisation === ids.orgB),
    ).toBe(true)
    const graph = await gql(
      '{ Organisations { docs { id name } } EngineInstances { docs { shopName } } }',
      {},
      actors.customerB.auth,
    )
    expect(graph.body.data.Organisations.docs.map((doc: { name: string }) => doc.name)).toContain(
      'Org B',
    )
    expect(
      graph.body.data.Organisations.docs.map((doc: { name: string }) => doc.name),
    ).not.toContain('Org A')
    expect(
      graph.body.data.EngineInstances.docs.map((doc: { shopName: string }) => doc.shopName),
    ).toEqual(['Shop B'])
  })

  it('a customer cannot move an instance into another organisation or take over one', async () => {
    const move = await rest(
      'PATCH',
      `/engine-instances/${ids['engine-instances']}`,
      actors.customerA.auth,
      { organisation: ids.orgB, status: 'running' },
    )
    expect([403, 404]).toContain(move.status)
    const after = await payload.findByID({
      collection: 'engine-instances',
      id: ids['engine-instances'],
      overrideAccess: true,
      depth: 0,
    })
    expect(after.organisation).toBe(ids.orgA)
    expect(after.status).toBe('provisioning')

    const takeOver = await rest('PATCH', `/organisations/${ids.orgB}`, actors.customerA.auth, {
      name: 'Mine now',
    })
    expect([403, 404]).toContain(takeOver.status)
    const members = await rest('PATCH', `/organisations/${ids.orgA}`, actors.customerA.auth, {
      members: [{ customer: actors.customerB.user.id, role: 'owner' }],
      owner: actors.customerB.user.id,
    })
    expect(members.status).toBe(200)
    const orgA = await payload.findByID({
      collection: 'organisations',
      id: ids.orgA,
      overrideAccess: true,
      depth: 0,
    })
    expect(orgA.owner).toBe(actors.customerA.user.id)
    expect(orgA.members?.map((member) => member.customer)).toEqual([actors.customerA.user.id])
  })

  it('an organisation created by a customer is always owned by that customer', async () => {
    const created = await rest('POST', '/organisations', actors.customerB.auth, {
      name: 'Sneaky',
      owner: actors.customerA.user.id,
    })
    expect(created.status).toBe(201)
    const owner = created.body.doc.owner
    expect(typeof owner === 'object' ? owner.id : owner).toBe(actors.customerB.user.id)
  })

  it('a customer cannot set or extend the trial, nor change the e-mail address', async () => {
    const before = await payload.findByID({
      collection: 'customers',
      id: ids.customers,
      overrideAccess: true,
    })
    const extend = await rest('PATCH', `/customers/${ids.customers}`, actors.customerA.auth, {
      trialEndsAt: '2099-01-01T00:00:00.000Z',
    })
    expect(extend.status).toBe(403)
    const after = await payload.findByID({
      collection: 'customers',
      id: ids.customers,
      overrideAccess: true,
    })
    expect(after.trialEndsAt).toBe(before.trialEndsAt)
    const email = await rest('PATCH', `/customers/${ids.customers}`, actors.customerA.auth, {
      email: 'other@customers.test',
    })
    expect(email.status).toBe(403)
  })

  it('the auth cookie is HttpOnly, SameSite=Lax and only accepted from the site itself', async () => {
    // Payload's REST customer log-in is closed: the control area's mutation sets the cookie.
    const login = await gql(
      `mutation { logInCustomer(email: "b@customers.test", password: "correct-horse-battery") }`,
    )
    expect(login.body).toEqual({ data: { logInCustomer: true } })
    const setCookie = login.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/payload-token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    const cookie = setCookie.split(';')[0]
    const me = await rest('GET', '/organisations?depth=0', {
      cookie,
      headers: { Origin: 'http://control.test' },
    })
    expect(me.body.docs.map((doc: { id: unknown }) => doc.id)).toContain(ids.orgB)
    // The same cookie sent from another site is ignored (CSRF).
    const crossSite = await rest('GET', '/organisations?depth=0', {
      cookie,
      headers: { Origin: 'https://evil.test' },
    })
    expect(crossSite.status).toBe(403)
  })
})
