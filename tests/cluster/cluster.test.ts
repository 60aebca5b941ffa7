import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redisOutageTests } from './redis-outage'
import { varnishEdgeTests } from './varnish-edge'
import { clusterAdmin, startCluster, type Cluster } from '../../tools/cluster/cluster'
import { cookieHeader, graphql, send, visitorAddress, within } from '../helpers/cluster/client'
import { contactLoad, formIds, mailsAbout, SUBMIT } from '../helpers/cluster/contact'
import { clusterPort } from '../helpers/cluster/ports'
import { lexicalParagraph } from '../helpers/e2e/site'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * The product as a cluster on 127.0.0.1, started with the commands of compose.yaml: PostgreSQL,
 * Redis, an S3 server, two web servers (A and B) from one build, two workers and nginx in front
 * (tools/cluster/cluster.ts), Varnish beside it (its tests: ./varnish-edge.ts, on this cluster); a
 * Redis outage on the same cluster: ./redis-outage.ts.
 * Every assertion goes through real HTTP; e-mails are counted at a real SMTP server in this process.
 */
let cluster: Cluster
let smtp: MailSink
let token: string
let forms: Record<string, string>
const auth = () => ({ authorization: `JWT ${token}` })
const metricsToken = `cluster-metrics-${randomUUID()}`
const json = { 'content-type': 'application/json' }

/** A browser's request with a session cookie (Payload takes a cookie only from the site's own pages). */
const browser = (cookie: string) => ({ cookie, 'sec-fetch-site': 'same-origin' })

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.databaseUri })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** Waits until no submission e-mail job is left to run. */
const jobsSettled = (timeoutMs = 180_000) =>
  within(timeoutMs, 'notification jobs finished', async () => {
    const [row] = await query<{ open: number }>(
      `select count(*)::int as open from payload_jobs where task_slug = 'notifySubmission' and completed_at is null`,
    )
    return row!.open === 0
  })

/** Emails of the stored submissions of one run (by the domain of their addresses), page by page. */
async function storedEmails(domain: string): Promise<string[]> {
  const emails: string[] = []
  for (let page = 1; ; page++) {
    const answer = await send(
      `${cluster.proxy.url}/api/form-submissions?where[email][contains]=${encodeURIComponent(`@${domain}`)}&limit=100&page=${page}&depth=0&sort=id`,
      { headers: auth() },
    )
    expect(answer.status, answer.text).toBe(200)
    const body = JSON.parse(answer.text) as { docs: { email: string }[]; hasNextPage: boolean }
    emails.push(...body.docs.map((doc) => doc.email))
    if (!body.hasNextPage) return emails.sort()
  }
}

/**
 * Every accepted submission is stored once and its two e-mails went out once each. With
 * `exactly`, nothing else was stored (a server killed after storing and before answering may
 * leave a stored submission its visitor saw fail). With `duplicates`, that many copies of a mail
 * already sent (same Message-ID) are allowed in all: a process killed while sending may leave
 * one mail accepted by the SMTP server and not yet recorded, which its retry sends again.
 */
async function expectStoredAndMailedOnce(
  domain: string,
  accepted: { email: string }[],
  {
    exactly,
    confirmations = 'once',
    duplicates,
  }: { exactly: boolean; confirmations?: 'once' | 'at most once'; duplicates?: number },
) {
  const stored = await storedEmails(domain)
  const emails = accepted.map((entry) => entry.email).sort()
  if (exactly) expect(stored).toEqual(emails)
  else expect(stored).toEqual(expect.arrayContaining(emails))
  expect(new Set(stored).size).toBe(stored.length)
  await jobsSettled()
  let copies = 0
  for (const { email } of accepted) {
    const mails = mailsAbout(smtp.messages, email)
    expect(mails.staff, email).toBe(1)
    if (confirmations === 'once') expect(mails.confirmation, email).toBe(1)
    else expect(mails.confirmationIds, email).toBeLessThanOrEqual(1)
    copies += mails.duplicates
  }
  if (duplicates !== undefined) expect(copies).toBeLessThanOrEqual(duplicates)
}

beforeAll(async () => {
  smtp = await startSmtpServer(clusterPort() + 1000)
  cluster = await startCluster({
    port: clusterPort(),
    webServers: 2,
    workers: 2,
    smtpPort: smtp.port,
    varnish: true,
    env: {
      // Visitors of this test answer at once; a job of a killed worker comes back after 15 s, and
      // a running job renews its claim every 3 s, so a busy machine does not take a live job's
      // claim away (another worker would send its mails a second time).
      FORM_MIN_FILL_MS: '0',
      JOB_LEASE_MS: '15000',
      JOB_HEARTBEAT_MS: '3000',
      JOB_BACKOFF_MS: '500',
      METRICS_TOKEN: metricsToken,
    },
    log: (line) => console.log(line),
  })
  const login = await send(`${cluster.web[0]!.url}/api/users/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(clusterAdmin),
  })
  expect(login.status, login.text).toBe(200)
  token = JSON.parse(login.text).token
  forms = await formIds(cluster.proxy.url)
  expect(forms.contact && forms.audit).toBeTruthy()
}, 30 * 60_000)

afterAll(async () => {
  await cluster?.stop()
  await smtp?.stop()
}, 120_000)

const [A, B] = [0, 1]
const base = (index: number) => cluster.web[index]!.url

describe('a publish reaches every server and the edge within 5 s', () => {
  it('an edited page, in both languages, on B and through the proxy', async () => {
    const stamp = Date.now()
    const created = await send(`${base(A)}/api/pages?locale=de-CH`, {
      method: 'POST',
      headers: { ...json, ...auth() },
      body: JSON.stringify({
        title: `Cluster-Seite ${stamp}`,
        slug: `cluster-seite-${stamp}`,
        _status: 'published',
        layout: [{ blockType: 'content', content: lexicalParagraph('Erster Stand.') }],
      }),
    })
    expect(created.status, created.text).toBe(201)
    const { doc } = JSON.parse(created.text)
    const english = await send(`${base(A)}/api/pages/${doc.id}?locale=en`, {
      method: 'PATCH',
      headers: { ...json, ...auth() },
      body: JSON.stringify({
        title: `Cluster page ${stamp}`,
        slug: `cluster-page-${stamp}`,
        _status: 'published',
        layout: [
          { id: doc.layout[0].id, blockType: 'content', content: lexicalParagraph('First.') },
        ],
      }),
    })
    expect(english.status, english.text).toBe(200)
    const paths = { 'de-CH': `/de/cluster-seite-${stamp}`, en: `/en/cluster-page-${stamp}` }
    // Every server and the proxy have the page cached before the edit.
    for (const url of [base(A), base(B), cluster.proxy.url])
      for (const path of Object.values(paths))
        await within(15_000, `${url}${path} first`, async () =>
          (await send(`${url}${path}`)).text.includes(`${stamp}`),
        )

    for (const [locale, title] of [
      ['de-CH', `Geänderte Seite ${stamp}`],
      ['en', `Changed page ${stamp}`],
    ] as const) {
      const updated = await send(`${base(A)}/api/pages/${doc.id}?locale=${locale}`, {
        method: 'PATCH',
        headers: { ...json, ...auth() },
        body: JSON.stringify({ title, _status: 'published' }),
      })
      expect(updated.status, updated.text).toBe(200)
      await Promise.all(
        [base(B), cluster.proxy.url].map((url) =>
          within(5_000, `${title} at ${url}`, async () =>
            (await send(`${url}${paths[locale]}`)).text.includes(title),
          ),
        ),
      )
    }
    // The sitemap lists the new page in both languages.
    await within(5_000, 'sitemap', async () => {
      const sitemap = (await send(`${cluster.proxy.url}/sitemap.xml`)).text
      return sitemap.includes(paths['de-CH']) && sitemap.includes(paths.en)
    })
  })

  it('a published post in the feed of each language, on B and through the proxy', async () => {
    for (const url of [base(B), cluster.proxy.url])
      for (const feed of ['/de/blog/feed.xml', '/en/blog/feed.xml'])
        expect((await send(`${url}${feed}`)).status).toBe(200)
    const stamp = Date.now()
    const created = await send(`${base(A)}/api/posts?locale=de-CH`, {
      method: 'POST',
      headers: { ...json, ...auth() },
      body: JSON.stringify({
        title: `Cluster-Beitrag ${stamp}`,
        slug: `cluster-beitrag-${stamp}`,
        excerpt: 'Aus dem Cluster-Test.',
        content: lexicalParagraph('Inhalt.'),
        _status: 'published',
        publishedAt: new Date().toISOString(),
      }),
    })
    expect(created.status, created.text).toBe(201)
    const { doc } = JSON.parse(created.text)
    const english = await send(`${base(A)}/api/posts/${doc.id}?locale=en`, {
      method: 'PATCH',
      headers: { ...json, ...auth() },
      body: JSON.stringify({
        title: `Cluster post ${stamp}`,
        slug: `cluster-post-${stamp}`,
        excerpt: 'From the cluster test.',
        content: lexicalParagraph('Body.'),
        _status: 'published',
      }),
    })
    expect(english.status, english.text).toBe(200)
    await Promise.all(
      [base(B), cluster.proxy.url].flatMap((url) => [
        within(5_000, `German feed at ${url}`, async () =>
          (await send(`${url}/de/blog/feed.xml`)).text.includes(`Cluster-Beitrag ${stamp}`),
        ),
        within(5_000, `English feed at ${url}`, async () =>
          (await send(`${url}/en/blog/feed.xml`)).text.includes(`Cluster post ${stamp}`),
        ),
      ]),
    )
  })
})

describe('one cluster, one set of limits, media and sessions', () => {
  it('a rate limit is reached with requests split across A and B', async () => {
    // Staff log-ins per client address: 10 in 15 minutes (each with another unknown account,
    // so only the address counts).
    const from = visitorAddress()
    const answers: number[] = []
    for (let i = 0; i < 12; i++) {
      const answer = await send(`${base(i % 2 ? B : A)}/api/users/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: `nobody${i}@limit.example`, password: 'wrong-password' }),
        from,
      })
      answers.push(answer.status)
    }
    expect(answers).toEqual([...Array(10).fill(401), 429, 429])
  })

  it('an image uploaded through A is served by B with its resized variants', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster.png')
    form.append('_payload', JSON.stringify({ alt: 'Cluster image' }))
    const uploaded = await fetch(`${base(A)}/api/media`, {
      method: 'POST',
      headers: auth(),
      body: form,
    })
    const body = await uploaded.json()
    expect(uploaded.status, JSON.stringify(body)).toBe(201)
    const { url, sizes } = body.doc as {
      url: string
      sizes: Record<string, { url: string; width: number }>
    }
    const variants = Object.values(sizes).map((size) => size.url)
    expect(variants.length).toBeGreaterThanOrEqual(2)
    for (const path of [url, ...variants]) {
      const { pathname, search } = new URL(path, base(A))
      const served = await send(`${base(B)}${pathname}${search}`)
      expect(served.status, path).toBe(200)
      expect(served.headers['content-type'], path).toMatch(/^image\//)
    }
    expect(sizes.card).toMatchObject({ width: 640 })
  })

  it('a staff session from A works on B', async () => {
    const login = await send(`${base(A)}/api/users/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(clusterAdmin),
    })
    const cookie = cookieHeader(login.headers)
    expect(cookie).toContain('payload-token=')
    const me = await send(`${base(B)}/api/users/me`, { headers: browser(cookie) })
    expect(JSON.parse(me.text).user?.email).toBe(clusterAdmin.email)
  })

  it('a customer session from A works on B, and the proxy never shares it', async () => {
    const email = `customer-${randomUUID().slice(0, 8)}@cluster.example`
    const password = 'cluster-customer-password'
    const signUp = await graphql(
      base(A),
      `
        mutation SignUp($email: String!, $password: String!) {
          signUpCustomer(email: $email, password: $password, locale: "en")
        }
      `,
      { email, password },
      { from: visitorAddress() },
    )
    expect(signUp.errors).toBeUndefined()
    // The verification e-mail is sent by a worker.
    const mail = await smtp.waitFor(
      (message) => mailsAbout([message], email).confirmation > 0,
      60_000,
    )
    const link = /https?:\/\/[^\s"<>]+\/verify\?token=[^\s"<>]+/.exec(mail.text ?? '')?.[0]
    expect(link).toBeTruthy()
    const verify = new URL(link!.replace(/&amp;/g, '&'))
    expect((await send(`${base(A)}${verify.pathname}${verify.search}`)).status).toBe(200)

    const login = await graphql(
      base(A),
      `
        mutation LogIn($email: String!, $password: String!) {
          logInCustomer(email: $email, password: $password)
        }
      `,
      { email, password },
      { from: visitorAddress() },
    )
    expect(login.errors).toBeUndefined()
    const cookie = cookieHeader(login.headers)
    expect(cookie).toContain('payload-token=')

    const onB = await send(`${base(B)}/en/control/organisations`, { headers: browser(cookie) })
    expect(onB.status).toBe(200)
    const anonymousOnB = await send(`${base(B)}/en/control/organisations`)
    expect(anonymousOnB.status).toBeGreaterThanOrEqual(300)
    expect(anonymousOnB.status).toBeLessThan(400)

    // Through the proxy: the logged-in answer is not cached, the anonymous one after it is not
    // the customer's page, and a public page asked for with the session is not taken from the cache.
    const viaProxy = await send(`${cluster.proxy.url}/en/control/organisations`, {
      headers: browser(cookie),
    })
    expect(viaProxy.status).toBe(200)
    expect(viaProxy.headers['x-cache-status']).toBeUndefined()
    const anonymous = await send(`${cluster.proxy.url}/en/control/organisations`)
    expect(anonymous.status).toBeGreaterThanOrEqual(300)
    expect(anonymous.status).toBeLessThan(400)
    await send(`${cluster.proxy.url}/en`)
    const publicWithSession = await send(`${cluster.proxy.url}/en`, { headers: browser(cookie) })
    expect(publicWithSession.headers['x-cache-status']).toBe('BYPASS')
    expect(publicWithSession.headers['set-cookie']).toBeUndefined()
    // The admin is never cached either.
    for (let i = 0; i < 2; i++)
      expect(
        (await send(`${cluster.proxy.url}/admin/login`)).headers['x-cache-status'],
      ).toBeUndefined()
  })

  it('a captcha issued by A is accepted by B once, and refused the second time by either', async () => {
    const from = visitorAddress()
    const issued = await graphql<{ issueCaptcha: { token: string; question: string } }>(
      base(A),
      `
        mutation {
          issueCaptcha {
            token
            question
          }
        }
      `,
      {},
      { from },
    )
    const { token: captchaToken, question } = issued.data!.issueCaptcha
    const [x, y] = question.match(/\d+/g)!.map(Number)
    const submit = (url: string) =>
      graphql<{ submitForm: { ok: boolean } }>(
        url,
        SUBMIT,
        {
          form: forms.audit,
          locale: 'en',
          captchaToken,
          data: [
            { field: 'website', value: 'shop.example.com' },
            { field: 'email', value: 'captcha@cluster.example' },
            { field: 'captcha', value: String(x! + y!) },
          ],
        },
        { from },
      )
    expect((await submit(base(B))).data?.submitForm.ok).toBe(true)
    expect((await submit(base(B))).data?.submitForm.ok).toBe(false)
    expect((await submit(base(A))).data?.submitForm.ok).toBe(false)
  })
})

describe('jobs: each e-mail once, whoever runs it', () => {
  it('200 queued submission e-mails with two workers: each delivered exactly once', async () => {
    const domain = `jobs-${Date.now()}.example`
    const load = contactLoad(cluster.proxy.url, forms.contact!, {
      clients: 20,
      total: 200,
      domain,
    })
    await load.done
    expect(load.failed).toEqual([])
    expect(load.accepted).toHaveLength(200)
    await expectStoredAndMailedOnce(domain, load.accepted, { exactly: true })
  })

  it('SIGKILL on A while 20 clients submit through the proxy: every success stored and mailed once; B answers; A rejoins', async () => {
    const domain = `kill-a-${Date.now()}.example`
    const load = contactLoad(cluster.proxy.url, forms.contact!, { clients: 20, total: 160, domain })
    await within(120_000, '30 accepted before the kill', async () => load.accepted.length >= 30)
    cluster.web[A]!.signal('SIGKILL')
    await cluster.web[A]!.exited
    // The proxy keeps answering, from B.
    for (let i = 0; i < 5; i++)
      expect((await send(`${cluster.proxy.url}/api/health`)).status).toBe(200)
    await load.done
    expect(load.accepted.length).toBeGreaterThan(100)
    await expectStoredAndMailedOnce(domain, load.accepted, { exactly: false })

    await cluster.restartWeb(cluster.web[A]!)
    const before = cluster.proxy.accessLog().length
    await sleep(2500) // nginx tries a failed server again after fail_timeout (2 s)
    for (let i = 0; i < 10; i++) await send(`${cluster.proxy.url}/api/health`)
    const served = cluster.proxy.accessLog().slice(before)
    expect(served.some((line) => line.startsWith(`127.0.0.1:${cluster.web[A]!.port} 200`))).toBe(
      true,
    )
  })

  it('a worker killed while sending: its jobs are sent by the others, each e-mail once', async () => {
    const [first, second] = cluster.workers as [
      (typeof cluster.workers)[number],
      (typeof cluster.workers)[number],
    ]
    // Only the first worker runs, so the kill lands in the middle of its sending.
    await second.stop()
    const domain = `kill-worker-${Date.now()}.example`
    const sentBefore = smtp.messages.length
    const load = contactLoad(cluster.proxy.url, forms.contact!, { clients: 20, total: 60, domain })
    await load.done
    expect(load.failed).toEqual([])
    await within(
      120_000,
      'the first worker sending',
      async () => smtp.messages.length > sentBefore + 10,
    )
    first.signal('SIGKILL')
    await first.exited
    expect(smtp.messages.length - sentBefore).toBeLessThan(120)
    await Promise.all([cluster.restartWorker(second), cluster.restartWorker(first)])
    // One kill: at most the one mail in flight goes out twice, under its Message-ID
    // (docs/deploy.md); a confirmation whose hold the kill cut off stays skipped for its hour.
    await expectStoredAndMailedOnce(domain, load.accepted, {
      exactly: true,
      confirmations: 'at most once',
      duplicates: 1,
    })
  })
})

describe('graceful stop', () => {
  it('SIGTERM on B during load: no request it accepted fails; B exits 0', async () => {
    const domain = `term-b-${Date.now()}.example`
    const pages: number[] = []
    let reading = true
    const readers = Array.from({ length: 10 }, async () => {
      while (reading) {
        // With a session cookie the proxy passes every page to a server (no cache).
        const answer = await send(`${cluster.proxy.url}/en/blog`, {
          headers: { cookie: 'payload-token=none' },
        }).catch(() => ({ status: 0 }))
        pages.push(answer.status)
      }
    })
    const load = contactLoad(cluster.proxy.url, forms.contact!, { clients: 10, total: 80, domain })
    await within(120_000, '10 accepted before SIGTERM', async () => load.accepted.length >= 10)
    const b = cluster.web[B]!
    b.signal('SIGTERM')
    expect(await b.exited).toBe(0)
    await load.done
    reading = false
    await Promise.all(readers)
    expect(load.failed).toEqual([])
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.filter((status) => status !== 200)).toEqual([])
    await expectStoredAndMailedOnce(domain, load.accepted, { exactly: true })
    await cluster.restartWeb(b)
  })
})

redisOutageTests(() => ({ cluster, smtp, contactForm: forms.contact!, metricsToken }))

// Last: its final test stops A and B.
varnishEdgeTests(() => ({ cluster, smtp, token }))
