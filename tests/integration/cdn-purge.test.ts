import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { edgePurgeQueue, edgePurgeSlug } from '@/cache/purge/queue'
import { collectionTag, docTag, globalTag } from '@/cache/tags'
import { metrics } from '@/observability/metrics'
import type { PayloadJob } from '@/payload-types'
import { signatureHeader, timestampHeader, verifySignature } from '@/security/signature'

import { startFakeCdn, type FakeCdn } from '../helpers/cdn'
import { paragraph } from '../helpers/lexical'
import { sample } from '../helpers/metrics'
import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * Purges on publish (src/cache/purge/): the revalidation hooks queue one purge per changed tag,
 * in the change's own request; the purge queue sends each to every cache of CDN_PURGE (here
 * Fastly's API and a signed relay, both a real HTTP server on 127.0.0.1), retries after a
 * failure, and sends a tag changed several times in a row once per window.
 */
let app: TestPayload
let payload: Payload
let cdn: FakeCdn
const secret = 'relay-secret-0123456789'
// Long enough that two publishes on a busy PostgreSQL server still end inside one window.
const windowMs = 4000
const backoffMs = 100

beforeAll(async () => {
  cdn = await startFakeCdn()
  app = await startPayload({
    CDN_PURGE: 'fastly,http',
    CDN_FASTLY_API_URL: `${cdn.url}/fastly`,
    CDN_FASTLY_SERVICE_ID: 'service-1',
    CDN_FASTLY_TOKEN: 'fastly-token',
    CDN_HTTP_URL: `${cdn.url}/relay`,
    CDN_HTTP_SECRET: secret,
    CDN_PURGE_WINDOW_MS: String(windowMs),
    JOB_BACKOFF_MS: String(backoffMs),
  })
  payload = app.payload
})

afterAll(async () => {
  await app?.stop()
  await cdn?.stop()
})

beforeEach(async () => {
  // Each test starts with no purge waiting and none just sent (the window of the last one over).
  await runPurges()
  await sleep(windowMs)
  cdn.received.length = 0
})

const runPurges = () => payload.jobs.run({ queue: edgePurgeQueue, limit: 100 })

/** The purge jobs of `tag`, the newest first. */
const purgeJobs = async (tag: string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: edgePurgeSlug } }, { 'input.tag': { equals: tag } }] },
      sort: '-createdAt',
      limit: 100,
      depth: 0,
    })
  ).docs as PayloadJob[]

/** The tags the relay was asked to purge, in order (one request per purge). */
const relayed = () =>
  cdn.received
    .filter((request) => request.path === '/relay')
    .flatMap((request) => JSON.parse(request.body).tags as string[])

const publishPage = (slug: string) =>
  payload.create({
    collection: 'pages',
    locale: 'de-CH',
    data: {
      title: `Seite ${slug}`,
      slug,
      _status: 'published',
      layout: [{ blockType: 'content', content: paragraph('Erster Stand.') }],
    },
  })

const republish = (id: number, title: string) =>
  payload.update({
    collection: 'pages',
    id,
    locale: 'de-CH',
    data: { title, _status: 'published' },
  })

describe('a publish purges the shared caches', () => {
  it('queues one purge per changed tag, sent to every cache once the queue runs', async () => {
    const page = await publishPage('cdn-erste')
    const tags = [docTag('pages', page.id), collectionTag('pages')]
    for (const tag of tags) {
      const [job] = await purgeJobs(tag)
      expect(job, tag).toMatchObject({ queue: edgePurgeQueue, input: { tag } })
    }
    expect(cdn.received).toEqual([])

    await runPurges()
    expect(relayed().sort()).toEqual([...tags].sort())
    const fastly = cdn.received.filter((request) => request.path.startsWith('/fastly'))
    expect(fastly.map((request) => request.headers['surrogate-key']).sort()).toEqual(
      [...tags].sort(),
    )
    for (const request of fastly) {
      expect(request.method).toBe('POST')
      expect(request.path).toBe('/fastly/service/service-1/purge')
      expect(request.headers['fastly-key']).toBe('fastly-token')
    }
    for (const request of cdn.received.filter((entry) => entry.path === '/relay')) {
      const signed = {
        timestamp: String(request.headers[timestampHeader]),
        signature: String(request.headers[signatureHeader]),
      }
      expect(verifySignature(request.body, signed, secret)).toEqual({ ok: true })
    }
    for (const tag of tags) expect((await purgeJobs(tag))[0]!.completedAt, tag).toBeTruthy()
  })

  it('a global purges its tag; a draft changes nothing the caches hold and purges nothing', async () => {
    await payload.updateGlobal({
      slug: 'footer',
      locale: 'de-CH',
      data: { _status: 'published' } as never,
    })
    await runPurges()
    expect(relayed()).toEqual([globalTag('footer')])

    cdn.received.length = 0
    const draft = await payload.create({
      collection: 'pages',
      locale: 'de-CH',
      draft: true,
      data: { title: 'Nur ein Entwurf', slug: 'cdn-entwurf', _status: 'draft' },
    })
    await payload.update({
      collection: 'pages',
      id: draft.id,
      locale: 'de-CH',
      draft: true,
      data: { title: 'Noch ein Entwurf', _status: 'draft' },
    })
    expect(await purgeJobs(docTag('pages', draft.id))).toEqual([])
    await runPurges()
    expect(cdn.received).toEqual([])
  })
})

describe('a change made outside a web request (scheduled publishing in a worker)', () => {
  it('is purged a second after the site was asked to revalidate, which it does just after answering', async () => {
    // The site's revalidation endpoint (src/cache/forward.ts): the fake CDN answers 200.
    process.env.REVALIDATE_URL = cdn.url
    try {
      const asking = Date.now()
      const page = await publishPage('cdn-geplant')
      const published = Date.now()
      const tag = docTag('pages', page.id)
      expect(cdn.received.some((request) => request.path === '/next/revalidate')).toBe(true)
      const [job] = await purgeJobs(tag)
      // Due a second after the site was asked, which happened while the page was being published.
      const due = Date.parse(job!.waitUntil!)
      expect(due).toBeGreaterThanOrEqual(asking + 1000)
      expect(due).toBeLessThanOrEqual(published + 1000)
      await runPurges()
      expect(relayed()).toEqual([])
      await sleep(Math.max(0, due - Date.now()) + 50)
      await runPurges()
      expect(relayed()).toContain(tag)
    } finally {
      process.env.REVALIDATE_URL = 'off'
    }
  })
})

describe('a cache that fails', () => {
  it('gets the purge again after its 500: the job is retried, not lost', async () => {
    const page = await publishPage('cdn-ausfall')
    const tags = [docTag('pages', page.id), collectionTag('pages')]
    // The first purge of each tag fails at the relay (both run in one pass).
    cdn.answerWith('/relay', { status: 500 }, { status: 500 })
    await runPurges()
    for (const tag of tags) {
      const [failed] = await purgeJobs(tag)
      expect(failed, tag).toMatchObject({ totalTried: 1, hasError: false, completedAt: null })
      expect(Date.parse(failed!.waitUntil!)).toBeGreaterThan(Date.parse(failed!.createdAt))
    }
    expect(relayed().sort()).toEqual([...tags].sort())

    const done = async () =>
      (await Promise.all(tags.map(purgeJobs))).every(([job]) => Boolean(job?.completedAt))
    for (let attempt = 0; attempt < 20 && !(await done()); attempt++) {
      await sleep(backoffMs)
      await runPurges()
    }
    expect(await done()).toBe(true)
    for (const tag of tags) {
      expect(
        relayed().filter((entry) => entry === tag),
        tag,
      ).toHaveLength(2)
      // Fastly took the purge the first time; a retry purges at every cache again, harmlessly.
      expect(
        cdn.received.filter(
          (request) =>
            request.path.startsWith('/fastly') && request.headers['surrogate-key'] === tag,
        ),
        tag,
      ).toHaveLength(2)
    }
  })

  it('is retried until its delays add up to CDN_MAX_AGE: by then every copy from before the change has expired', () => {
    const task = payload.config.jobs.tasks?.find((entry) => entry.slug === edgePurgeSlug)
    const retries = task?.retries as { attempts: number; backoff: { delay: number } }
    expect(retries.backoff).toMatchObject({ type: 'exponential', delay: backoffMs })
    const waited = (attempts: number) => (2 ** attempts - 1) * backoffMs
    expect(waited(retries.attempts)).toBeGreaterThanOrEqual(86_400_000)
    expect(waited(retries.attempts - 1)).toBeLessThan(86_400_000)
  })
})

describe('the same tag changed again within the window', () => {
  it('joins the purge still waiting for it: several publishes, one purge', async () => {
    const page = await publishPage('cdn-serie')
    const coalesced = () => metrics().registry.metrics()
    const before = sample(await coalesced(), 'unbound_cdn_purges_coalesced_total')
    await republish(page.id, 'Zweiter Stand')
    await republish(page.id, 'Dritter Stand')
    expect(sample(await coalesced(), 'unbound_cdn_purges_coalesced_total') - before).toBe(4)
    expect(await purgeJobs(docTag('pages', page.id))).toHaveLength(1)
    await runPurges()
    expect(relayed().sort()).toEqual([collectionTag('pages'), docTag('pages', page.id)].sort())
  })

  it('after a purge was sent, is purged again at the end of the window, once for all changes in it', async () => {
    const page = await publishPage('cdn-fenster')
    const tag = docTag('pages', page.id)
    await runPurges()
    expect(relayed()).toContain(tag)
    const sent = Date.parse((await purgeJobs(tag))[0]!.createdAt)

    await republish(page.id, 'Gleich danach')
    await republish(page.id, 'Und noch einmal')
    const jobs = await purgeJobs(tag)
    expect(jobs).toHaveLength(2)
    const due = Date.parse(jobs[0]!.waitUntil!)
    expect(due).toBeGreaterThanOrEqual(sent + windowMs)
    expect(due).toBeLessThanOrEqual(Date.now() + windowMs)

    // The collection's tag has a window of its own, which may end a few milliseconds later.
    const [collectionJob] = await purgeJobs(collectionTag('pages'))
    const last = Math.max(due, Date.parse(collectionJob!.waitUntil ?? collectionJob!.createdAt))

    cdn.received.length = 0
    if (Date.now() < due) {
      await runPurges()
      expect(relayed()).toEqual([])
    }
    await sleep(Math.max(0, last - Date.now()) + 50)
    await runPurges()
    expect(relayed().sort()).toEqual([collectionTag('pages'), tag].sort())
  })
})
