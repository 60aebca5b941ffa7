import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { edgeFigures, edgeLoad, sitemapPages } from '../../tools/bench/edgeLoad'
import { clusterAdmin, type Cluster } from '../../tools/cluster/cluster'
import {
  cookieHeader,
  send,
  visitorAddress,
  within as waitWithin,
  type Answer,
} from '../helpers/cluster/client'
import { signedInCustomer } from '../helpers/cluster/customer'
import { lexicalParagraph } from '../helpers/e2e/site'
import type { MailSink } from '../helpers/smtp'

export type VarnishEdgeContext = { cluster: Cluster; smtp: MailSink; token: string }

const json = { 'content-type': 'application/json' }
/** A browser's request with a session cookie (Payload takes a cookie only from the site's own pages). */
const browser = (cookie: string) => ({ cookie, 'sec-fetch-site': 'same-origin' })
const kept = 'public, max-age=0, s-maxage=86400, stale-if-error=86400'

/** Polls `check` every 50 ms until it returns true. */
const within = (ms: number, what: string, check: () => Promise<boolean>) =>
  waitWithin(ms, what, check, 50)

const cacheTags = (answer: Answer) => String(answer.headers['cache-tag'] ?? '').split(',')

/**
 * Varnish with deploy/varnish/default.vcl in front of the cluster's web servers A and B (round
 * robin), every change purging it (CDN_PURGE=varnish): pages carry their cache tags and are kept
 * a day, a publish shows through Varnish within 2 s, a load is answered by Varnish with one
 * request per page and publish reaching the servers, private answers pass it by, and with both
 * servers stopped it serves the last copies. Registered by tests/cluster/cluster.test.ts on its
 * cluster (started with `varnish: true`), after its own tests: the last of them stops A and B.
 */
export function varnishEdgeTests(context: () => VarnishEdgeContext) {
  describe('Varnish in front of A and B (deploy/varnish/default.vcl)', () => {
    let cluster: Cluster
    let edge: string
    let auth: Record<string, string>
    /** The home page and 20 other public pages. */
    let pages: string[]

    const origin = () => cluster.web[0]!.url

    async function query<T extends pg.QueryResultRow>(sql: string) {
      const client = new pg.Client({ connectionString: cluster.databaseUri })
      await client.connect()
      try {
        return (await client.query<T>(sql)).rows
      } finally {
        await client.end()
      }
    }

    /** Every purge queued so far has been sent. */
    const purgesSent = () =>
      within(15_000, 'purges sent', async () => {
        const [row] = await query<{ open: number }>(
          `select count(*)::int as open from payload_jobs
           where task_slug = 'purgeEdgeCache' and completed_at is null and not coalesce(has_error, false)`,
        )
        return row!.open === 0
      })

    async function createPage(slug: string, title: string) {
      const created = await send(`${origin()}/api/pages?locale=de-CH`, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify({
          title,
          slug,
          _status: 'published',
          layout: [{ blockType: 'content', content: lexicalParagraph('Stand.') }],
        }),
      })
      expect(created.status, created.text).toBe(201)
      return JSON.parse(created.text).doc as { id: number; layout: { id: string }[] }
    }

    const publishFooter = async (tagline: string) => {
      const answer = await send(`${origin()}/api/globals/footer?locale=de-CH`, {
        method: 'POST',
        headers: { ...json, ...auth },
        body: JSON.stringify({ tagline }),
      })
      expect(answer.status, answer.text).toBe(200)
    }

    beforeAll(async () => {
      const given = context()
      cluster = given.cluster
      edge = cluster.varnish!.url
      auth = { authorization: `JWT ${given.token}` }
      pages = await sitemapPages(origin(), 21)
      expect(pages).toHaveLength(21)
    })

    it('a page answers with its cache tags and is kept a day; a publish shows within 2 s in both languages, then comes from Varnish again', async () => {
      const stamp = Date.now()
      const doc = await createPage(`varnish-${stamp}`, `Varnish-Seite ${stamp}`)
      const english = await send(`${origin()}/api/pages/${doc.id}?locale=en`, {
        method: 'PATCH',
        headers: { ...json, ...auth },
        body: JSON.stringify({
          title: `Varnish page ${stamp}`,
          slug: `varnish-page-${stamp}`,
          _status: 'published',
          layout: [
            { id: doc.layout[0]!.id, blockType: 'content', content: lexicalParagraph('Body.') },
          ],
        }),
      })
      expect(english.status, english.text).toBe(200)
      const paths = { 'de-CH': `/de/varnish-${stamp}`, en: `/en/varnish-page-${stamp}` }

      for (const [locale, path] of Object.entries(paths)) {
        await within(15_000, `${path} through Varnish`, async () =>
          (await send(`${edge}${path}`)).text.includes(`${stamp}`),
        )
        const fromServer = await send(`${origin()}${path}`)
        expect(fromServer.status, path).toBe(200)
        expect(fromServer.headers['cache-control'], path).toBe(kept)
        const tags = cacheTags(fromServer)
        expect(tags, path).toEqual(
          expect.arrayContaining([
            `doc:pages:${doc.id}`,
            'global:header',
            'global:footer',
            `locale:${locale}`,
          ]),
        )
        expect(String(fromServer.headers['surrogate-key']).split(' '), path).toEqual(tags)
        const again = await send(`${edge}${path}`)
        expect(again.headers['x-cache'], path).toBe('HIT')
        expect(Number(again.headers.age), path).toBeGreaterThanOrEqual(0)
      }

      const timings: Record<string, number> = {}
      for (const [locale, title] of [
        ['de-CH', `Geänderte Varnish-Seite ${stamp}`],
        ['en', `Changed Varnish page ${stamp}`],
      ] as const) {
        const updated = await send(`${origin()}/api/pages/${doc.id}?locale=${locale}`, {
          method: 'PATCH',
          headers: { ...json, ...auth },
          body: JSON.stringify({ title, _status: 'published' }),
        })
        expect(updated.status, updated.text).toBe(200)
        const published = Date.now()
        await within(2_000, `${title} through Varnish`, async () =>
          (await send(`${edge}${paths[locale]}`)).text.includes(title),
        )
        timings[locale] = Date.now() - published
        // The second publish of the page within CDN_PURGE_WINDOW_MS is purged once more at the
        // end of the window: once that is out, the page is fetched once and then kept.
        await purgesSent()
        await send(`${edge}${paths[locale]}`)
        const next = await send(`${edge}${paths[locale]}`)
        expect(next.headers['x-cache'], locale).toBe('HIT')
        expect(next.text).toContain(title)
      }
      console.log(`publish → visible through Varnish: ${JSON.stringify(timings)} ms`)
    })

    it('under load of the home page and 20 other pages, Varnish answers > 99 % and a publish reaches the servers once per page', async () => {
      for (const path of pages)
        await within(15_000, `${path} kept`, async () => {
          const answer = await send(`${edge}${path}`)
          expect(answer.status, path).toBe(200)
          return answer.headers['x-cache'] === 'HIT'
        })
      const logged = cluster.varnish!.backendLog().length
      const tagline = `Varnish-Fusszeile ${Date.now()}`
      // A change every page shows, early on: each of them is purged once, so each is fetched once
      // again; the share is taken over at least 5 000 answers however slow the machine's clients.
      const answers = await edgeLoad({
        edge,
        pages,
        durationMs: 4_000,
        minAnswers: 5_000,
        maxDurationMs: 60_000,
        events: [{ atMs: 1_000, run: () => publishFooter(tagline) }],
      })
      // Varnish writes its log line when a fetch ends.
      await sleep(500)
      const figures = edgeFigures(answers, pages, cluster.varnish!.backendLog().slice(logged))
      console.log(
        `Varnish under load: ${figures.answers} answers, ${(figures.hitRatio * 100).toFixed(2)} % ` +
          `from Varnish; requests reaching the servers per page for one publish: ${figures.originRequests.join(' ')}`,
      )
      expect(figures.notOk).toBe(0)
      expect(figures.hitRatio).toBeGreaterThan(0.99)
      expect(Math.max(...figures.originRequests)).toBeLessThanOrEqual(1)
      // The German pages, fetched again after the purge, show the new footer.
      for (const path of pages.filter((page) => page.startsWith('/de')))
        expect((await send(`${edge}${path}`)).text, path).toContain(tagline)
    })

    it('a draft preview, a signed-in customer and the control area pass by Varnish and never enter its cache', async () => {
      const { smtp } = context()
      const stamp = Date.now()
      const draftPage = await createPage(`varnish-entwurf-${stamp}`, `Veröffentlicht ${stamp}`)
      await createPage(`varnish-sitzung-${stamp}`, `Öffentlich ${stamp}`)
      const draftPath = `/de/varnish-entwurf-${stamp}`
      const sessionPath = `/de/varnish-sitzung-${stamp}`

      // An editor's draft, previewed through Varnish with the admin's session and draft mode.
      const saved = await send(`${origin()}/api/pages/${draftPage.id}?locale=de-CH&draft=true`, {
        method: 'PATCH',
        headers: { ...json, ...auth },
        body: JSON.stringify({ title: `Entwurf ${stamp}`, _status: 'draft' }),
      })
      expect(saved.status, saved.text).toBe(200)
      const login = await send(`${origin()}/api/users/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify(clusterAdmin),
      })
      const staff = cookieHeader(login.headers)
      const preview = await send(`${edge}/next/preview?path=${encodeURIComponent(draftPath)}`, {
        headers: browser(staff),
      })
      expect(preview.status, preview.text).toBeGreaterThanOrEqual(300)
      const draftCookie = `${staff}; ${cookieHeader(preview.headers)}`
      expect(draftCookie).toContain('__prerender_bypass=')
      const draft = await send(`${edge}${draftPath}`, { headers: browser(draftCookie) })
      expect(draft.status).toBe(200)
      expect(draft.text).toContain(`Entwurf ${stamp}`)
      expect(draft.headers['x-cache']).toBe('PASS')
      expect(draft.headers['cache-control']).toMatch(/private|no-store/)
      expect(draft.headers['cache-tag']).toBeUndefined()

      // A signed-in customer: the control area and a public page with the session.
      const customer = await signedInCustomer(origin(), smtp)
      const control = await send(`${edge}/en/control/organisations`, { headers: browser(customer) })
      expect(control.status).toBe(200)
      expect(control.headers['x-cache']).toBe('PASS')
      expect(control.headers['cache-control']).toMatch(/private|no-store/)
      expect(control.headers['cache-tag']).toBeUndefined()
      const withSession = await send(`${edge}${sessionPath}`, { headers: browser(customer) })
      expect(withSession.status).toBe(200)
      expect(withSession.headers['x-cache']).toBe('PASS')

      // None of them was kept: the next visitor's answers are fetched anew, and are the public ones.
      const anonymousControl = await send(`${edge}/en/control/organisations`)
      expect(anonymousControl.status).toBeGreaterThanOrEqual(300)
      expect(anonymousControl.status).toBeLessThan(400)
      expect(anonymousControl.headers['x-cache']).toBe('PASS')
      for (const [path, published] of [
        [draftPath, `Veröffentlicht ${stamp}`],
        [sessionPath, `Öffentlich ${stamp}`],
      ] as const) {
        const first = await send(`${edge}${path}`)
        expect(first.headers['x-cache'], path).toBe('MISS')
        expect(first.text).toContain(published)
        expect(first.text).not.toContain(`Entwurf ${stamp}`)
        expect((await send(`${edge}${path}`)).headers['x-cache'], path).toBe('HIT')
      }
    })

    it("refuses a visitor's purge", async () => {
      const path = pages[1]!
      await send(`${edge}${path}`)
      const purge = await send(`${edge}/`, {
        method: 'PURGE',
        headers: { 'xkey-purge': 'global:footer global:header' },
        from: visitorAddress(),
      })
      expect(purge.status).toBe(405)
      expect((await send(`${edge}${path}`)).headers['x-cache']).toBe('HIT')
    })

    it('with both web servers stopped, serves the last copies for a day, purged ones included', async () => {
      const before = new Map<string, string>()
      for (const path of pages) before.set(path, (await send(`${edge}${path}`)).text)
      // Every page is purged, and nobody asks for them again before the servers stop.
      await publishFooter(`Nach dem Ausfall ${Date.now()}`)
      await purgesSent()
      await Promise.all(cluster.web.map((server) => server.stop()))
      for (const path of pages) {
        const answer = await send(`${edge}${path}`)
        expect(answer.status, path).toBe(200)
        expect(answer.headers['x-cache'], path).toBe('STALE')
        expect(answer.text, path).toBe(before.get(path))
      }
    })
  })
}
