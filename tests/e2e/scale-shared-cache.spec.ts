import type { ChildProcess } from 'node:child_process'

import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  e2ePort,
  portIsFree,
  seededAppServerEnv,
  spawnApp,
  waitForServer,
} from '../helpers/e2e/server'
import { admin, authHeaders, lexicalParagraph } from '../helpers/e2e/site'
import { startRedis, type TestRedis } from '../helpers/redis'

/**
 * Two app servers from the same build share one database and one Redis (REDIS_URL), as behind a
 * load balancer; B runs no jobs. A page is cached on both, edited through A's API, and B serves the
 * edit within 5 s in both languages, because the page cache and its revalidations live in Redis;
 * the same for the blog overview when a post is published.
 * With Redis stopped, B still serves pages (rendered for each request).
 */
const portA = e2ePort() + 11
const portB = e2ePort() + 12
const baseA = `http://127.0.0.1:${portA}`
const baseB = `http://127.0.0.1:${portB}`

type Server = { child: ChildProcess; exited: boolean }

let redis: TestRedis | undefined
const servers: Server[] = []

async function start(port: number, extra: Record<string, string>): Promise<Server> {
  const child = spawnApp(seededAppServerEnv(port, 'shared-cache', extra))
  const server: Server = { child, exited: false }
  child.once('exit', () => (server.exited = true))
  servers.push(server)
  await waitForServer(`http://127.0.0.1:${port}/de`, 240_000, () => server.exited)
  return server
}

/** The page's HTML as a visitor gets it (status and body). */
async function visit(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  return { status: response.status(), html: await response.text() }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(540_000)
  expect(await portIsFree(portA)).toBe(true)
  expect(await portIsFree(portB)).toBe(true)
  redis = await startRedis()
  const shared = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `e2e-${Date.now()}:` }
  // Both on one copy of the run's seeded database.
  await start(portA, shared)
  await start(portB, { ...shared, RUN_JOBS: 'false' })
})

test.afterAll(async () => {
  test.setTimeout(90_000)
  for (const server of servers) {
    if (server.child.pid && !server.exited) {
      try {
        process.kill(-server.child.pid, 'SIGTERM')
      } catch {
        // already stopped
      }
    }
  }
  await expect.poll(() => portIsFree(portA), { timeout: 40_000 }).toBe(true)
  await expect.poll(() => portIsFree(portB), { timeout: 40_000 }).toBe(true)
  await redis?.stop()
})

test('a page edited through server A is served changed by server B within 5 s, in both languages', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const login = await request.post(`${baseA}/api/users/login`, { data: admin })
  expect(login.ok(), await login.text()).toBe(true)
  const headers = authHeaders((await login.json()).token as string)

  const stamp = Date.now()
  const de = `/de/geteilte-seite-${stamp}`
  const en = `/en/shared-page-${stamp}`
  const created = await request.post(`${baseA}/api/pages?locale=de-CH`, {
    headers,
    data: {
      title: `Geteilte Seite ${stamp}`,
      slug: `geteilte-seite-${stamp}`,
      _status: 'published',
      layout: [{ blockType: 'content', content: lexicalParagraph('Erster Stand.') }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = await created.json()
  const english = await request.patch(`${baseA}/api/pages/${doc.id}?locale=en`, {
    headers,
    data: {
      title: `Shared page ${stamp}`,
      slug: `shared-page-${stamp}`,
      _status: 'published',
      // The content block's text is localized: the English version needs its own.
      layout: [
        { id: doc.layout[0].id, blockType: 'content', content: lexicalParagraph('First version.') },
      ],
    },
  })
  expect(english.status(), await english.text()).toBe(200)

  // Both servers render and cache the page in both languages.
  for (const base of [baseA, baseB]) {
    for (const [path, title] of [
      [de, `Geteilte Seite ${stamp}`],
      [en, `Shared page ${stamp}`],
    ]) {
      await expect.poll(async () => (await visit(request, base + path)).html).toContain(title)
      expect((await visit(request, base + path)).html).toContain(title)
    }
  }

  for (const [locale, path, title] of [
    ['de-CH', de, `Geänderte Seite ${stamp}`],
    ['en', en, `Changed page ${stamp}`],
  ]) {
    const updated = await request.patch(`${baseA}/api/pages/${doc.id}?locale=${locale}`, {
      headers,
      data: { title, _status: 'published' },
    })
    expect(updated.status(), await updated.text()).toBe(200)
    await expect
      .poll(async () => (await visit(request, baseB + path)).html, { timeout: 5_000 })
      .toContain(title)
  }
})

test('a post published through server A is listed by server B within 5 s, in both languages', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const login = await request.post(`${baseA}/api/users/login`, { data: admin })
  const headers = authHeaders((await login.json()).token as string)
  // B renders and caches both overviews first.
  for (const path of ['/de/blog', '/en/blog'])
    expect((await visit(request, baseB + path)).status).toBe(200)

  const stamp = Date.now()
  const created = await request.post(`${baseA}/api/posts?locale=de-CH`, {
    headers,
    data: {
      title: `Geteilter Beitrag ${stamp}`,
      slug: `geteilter-beitrag-${stamp}`,
      excerpt: 'Ein Beitrag aus dem Cluster-Test.',
      content: lexicalParagraph('Inhalt.'),
      _status: 'published',
      publishedAt: new Date().toISOString(),
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  await expect
    .poll(async () => (await visit(request, `${baseB}/de/blog`)).html, { timeout: 5_000 })
    .toContain(`Geteilter Beitrag ${stamp}`)

  const { doc } = await created.json()
  const english = await request.patch(`${baseA}/api/posts/${doc.id}?locale=en`, {
    headers,
    data: {
      title: `Shared post ${stamp}`,
      slug: `shared-post-${stamp}`,
      excerpt: 'A post from the cluster test.',
      content: lexicalParagraph('Body.'),
      _status: 'published',
    },
  })
  expect(english.status(), await english.text()).toBe(200)
  await expect
    .poll(async () => (await visit(request, `${baseB}/en/blog`)).html, { timeout: 5_000 })
    .toContain(`Shared post ${stamp}`)
})

test('with Redis stopped, server B still serves pages', async ({ request }) => {
  test.setTimeout(60_000)
  await redis!.stop()
  for (const path of ['/de', '/en']) {
    const { status, html } = await visit(request, baseB + path)
    expect(status).toBe(200)
    expect(html).toContain('<html')
  }
})
