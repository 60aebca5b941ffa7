import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { forgetExpiredLocks, holdFor, markOnce, release } from '@/locks'

import { bootControl, customer, gql, password, rest, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'

/**
 * The `locks` collection holds used captcha challenges and form start tokens, e-mails that go
 * out once and short holds: whoever could delete a row could replay a captcha or have an e-mail
 * sent twice; whoever could create one could block someone else's e-mail. Only the server's own
 * Local API writes it; every role and anonymous visitors are refused over REST and GraphQL.
 */
let started: TestPayload
let payload: Payload
const actors: Record<string, Auth | undefined> = { anonymous: undefined }
const hour = 60 * 60 * 1000

const rows = async (key: string) =>
  (
    await payload.find({
      collection: 'locks',
      where: { key: { equals: key } },
      overrideAccess: true,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  started = await bootControl()
  payload = started.payload
  actors.customer = (await customer(payload, 'customer@locks.test')).auth
  for (const role of ['editor', 'support', 'admin'] as const) {
    const email = `${role}@locks.test`
    await payload.create({
      collection: 'users',
      data: { email, password, role },
      overrideAccess: true,
    })
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    actors[role] = { token: token! }
  }
})

afterAll(async () => started?.stop())

describe('the once/lock module', () => {
  it('lets exactly one of several concurrent callers mark a key', async () => {
    const expires = new Date(Date.now() + hour)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => markOnce(payload, 'once:race', expires)),
    )
    expect(answers.filter(Boolean)).toHaveLength(1)
    expect(await markOnce(payload, 'once:race', expires)).toBe(false)
    expect(await rows('once:race')).toHaveLength(1)
  })

  it('holds a key for its window, gives it back on release, and after expiry', async () => {
    const now = Date.now()
    expect(await holdFor(payload, 'hold:mail', hour, now)).toBe(true)
    expect(await holdFor(payload, 'hold:mail', hour, now + 1000)).toBe(false)
    await release(payload, 'hold:mail')
    expect(await holdFor(payload, 'hold:mail', hour, now + 2000)).toBe(true)
    // Once the window is over, the next holder takes it.
    expect(await holdFor(payload, 'hold:mail', hour, now + 2000 + hour)).toBe(true)
  })

  it('forgets expired locks only', async () => {
    const now = Date.now()
    await markOnce(payload, 'expired:one', new Date(now - 1000))
    await markOnce(payload, 'current:one', new Date(now + hour))
    expect(await forgetExpiredLocks(payload, now)).toBeGreaterThanOrEqual(1)
    expect(await rows('expired:one')).toHaveLength(0)
    expect(await rows('current:one')).toHaveLength(1)
  })
})

describe('nobody reaches the locks over REST or GraphQL', () => {
  const used = 'captcha:used-challenge'
  let id: number | string

  beforeAll(async () => {
    await markOnce(payload, used, new Date(Date.now() + hour))
    id = (await rows(used))[0]!.id
  })

  const refused = [401, 403, 404]

  it.each(['anonymous', 'customer', 'editor', 'support', 'admin'])(
    '%s cannot read, create, change or delete a lock',
    async (actor) => {
      const auth = actors[actor]

      // Read: no row, no key.
      const list = await rest('GET', '/locks?depth=0', auth)
      expect(refused).toContain(list.status)
      expect(list.text).not.toContain(used)
      const one = await rest('GET', `/locks/${id}?depth=0`, auth)
      expect(refused).toContain(one.status)
      expect(one.text).not.toContain(used)

      // Create: a lock that would block another visitor's captcha or e-mail.
      const blocking = `mail:blocked-by-${actor}`
      const created = await rest('POST', '/locks', auth, {
        key: blocking,
        expiresAt: new Date(Date.now() + hour).toISOString(),
      })
      expect(refused).toContain(created.status)

      // Change: move the used challenge's expiry into the past, for retention to drop it.
      const before = (await rows(used))[0]!
      const changed = await rest('PATCH', `/locks/${id}`, auth, {
        expiresAt: new Date(0).toISOString(),
      })
      expect(refused).toContain(changed.status)

      // Delete: free the used challenge for a replay.
      expect(refused).toContain((await rest('DELETE', `/locks/${id}`, auth)).status)
      await rest('DELETE', `/locks?where[key][equals]=${encodeURIComponent(used)}`, auth)

      // GraphQL has no locks at all: every operation is refused by the schema.
      const graphQL = [
        `{ Locks { docs { id key } } }`,
        `{ Lock(id: ${JSON.stringify(id)}) { id key } }`,
        `mutation { createLock(data: { key: "${blocking}", expiresAt: "2099-01-01T00:00:00.000Z" }) { id } }`,
        `mutation { updateLock(id: ${JSON.stringify(id)}, data: { expiresAt: "1970-01-01T00:00:00.000Z" }) { id } }`,
        `mutation { deleteLock(id: ${JSON.stringify(id)}) { id } }`,
      ]
      for (const query of graphQL) {
        const result = await gql(query, {}, auth)
        expect(result.body.errors?.length, query).toBeGreaterThan(0)
        expect(result.body.data ?? null, query).toBeNull()
        expect(result.text).not.toContain(used)
      }

      // Nothing changed.
      expect(await rows(blocking)).toHaveLength(0)
      expect(await rows(used)).toEqual([before])
    },
  )

  it('the Local API refuses every signed-in role unless the server overrides access', async () => {
    const user = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@locks.test' } },
      overrideAccess: true,
    })
    const asAdmin = {
      overrideAccess: false as const,
      user: { ...user.docs[0]!, collection: 'users' },
    }
    await expect(payload.find({ collection: 'locks', ...asAdmin })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'locks',
        data: { key: 'local:admin', expiresAt: new Date(Date.now() + hour).toISOString() },
        ...asAdmin,
      } as never),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'locks', id, ...asAdmin } as never)).rejects.toThrow()
    expect(await rows(used)).toHaveLength(1)
    expect(await rows('local:admin')).toHaveLength(0)
  })

  it('is hidden in the admin', () => {
    expect(payload.collections.locks.config.admin.hidden).toBe(true)
    expect(payload.collections.locks.config.graphQL).toBe(false)
  })
})
