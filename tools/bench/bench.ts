/**
 * npm run bench: serves a production build on a fresh demo database and prints, per page type,
 * Lighthouse scores (mobile preset, Debian Chromium), requests per second under load next to a
 * ceiling (a bare node:http server answering the home page's compressed HTML, measured the same
 * way in the same run), the contact-form load check (500 submissions, 20 clients: accepted must
 * equal stored), the timing of the auth operations for known and unknown addresses
 * (npm run bench:auth), the growth of the build directory and of the server's memory under a
 * stream of distinct URLs (tools/bench/distinctUrls.ts), the JavaScript and CSS each page type
 * loads (npm run budget's figures), and the port-open time, first 200 and memory of later starts
 * beside `next start` of the same build, as JSON.
 * Lighthouse scores vary from run to run on a shared machine, so each page is audited several
 * times and the run with the median performance score is reported, as Lighthouse's own guidance
 * on variability recommends.
 * Options (env): BENCH_PORT (3700), BENCH_DURATION seconds per load run (15), BENCH_WARMUP
 * seconds of load before each measured run (5), BENCH_LIGHTHOUSE_RUNS per page (3),
 * BENCH_SKIP_LIGHTHOUSE=1.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'

import { startApp } from './app'
import { captureCompressed, shareOfCeiling, startCeilingServer } from './ceiling'
import { distinctUrlStream } from './distinctUrls'
import { runFormsLoad } from './formsLoad'
import { load, type LoadSettings } from './load'
import { appMemory } from './processTree'
import { checkBuild } from '../budget/check'
import { chromiumFlags, chromiumPath } from '../chromium'

async function firstSlug(baseUrl: string, collection: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/${collection}?locale=en&limit=1&depth=0&sort=-publishedAt`,
  )
  const body = (await response.json()) as { docs: { slug: string }[] }
  if (!body.docs[0]) throw new Error(`No published ${collection} to measure`)
  return body.docs[0].slug
}

async function lighthouseRun(url: string) {
  const userDataDir = mkdtempSync('/tmp/lh-')
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    userDataDir,
  })
  try {
    // The not-found page is audited too: its 404 status is what it should answer.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ignoreStatusCode: true,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const score = (id: string) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100)
    const resources =
      (
        result.lhr.audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[]
        }
      )?.items ?? []
    /** Bytes over the wire (compressed, with headers) of one resource type, or of everything. */
    const transferred = (type: string) =>
      Math.round(resources.find((item) => item.resourceType === type)?.transferSize ?? 0)
    // Audits that cost points outside performance, so a score below 100 says what to fix.
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (result.lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (result.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    )
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failing,
      lcpMs: Math.round(Number(result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
      totalBlockingTimeMs: Math.round(
        Number(result.lhr.audits['total-blocking-time']?.numericValue ?? 0),
      ),
      cumulativeLayoutShift: Number(
        Number(result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ),
      scriptBytes: transferred('script'),
      imageBytes: transferred('image'),
      totalBytes: transferred('total'),
    }
  } finally {
    chrome.kill()
    rmSync(userDataDir, { recursive: true, force: true })
  }
}

async function lighthouseScores(url: string, runs: number) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await lighthouseRun(url))
  const sorted = [...results].sort((a, b) => a.performance - b.performance)
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRuns: results.map((result) => result.performance),
  }
}

/** The home page's compressed HTML served by a bare node:http server, under the same load as the product. */
async function ceilingLoad(homeUrl: string, settings: LoadSettings) {
  const snapshot = await captureCompressed(homeUrl)
  const server = await startCeilingServer(snapshot)
  try {
    return {
      contentEncoding: snapshot.headers['content-encoding'] ?? 'identity',
      bytes: snapshot.body.length,
      ...(await load(server.baseUrl, settings)),
    }
  } finally {
    server.stop()
  }
}

/**
 * Runs npm run bench:auth in its own process (it boots Payload on its own database) and reads its
 * report. Awaited, not run synchronously: with this process's event loop blocked for the run, the
 * connections to the app that its keep-alive timeout closes meanwhile would be taken for open and
 * reused by the next requests, which then fail ("other side closed").
 */
async function authTimings() {
  const run = spawn(
    process.execPath,
    // Production conditions, as the server's commands: Node 20 can leave Lexical's import cycle
    // unsettled on a busy machine otherwise (src/config/startupError.ts).
    [
      path.join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--conditions=production',
      'tools/bench/bench-auth.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const [status] = (await once(run, 'exit')) as [number | null]
  if (status !== 0) throw new Error(`The auth timing run failed (exit code ${status})`)
  return JSON.parse(readFileSync(path.join(root, 'bench-results/auth.json'), 'utf8')) as unknown
}

/** Everything measured on the running app, and the ceiling measured in the same run. */
async function measure(
  base: string,
  loadSettings: LoadSettings,
  lighthouseRuns: number,
  benchAdmin: { email: string; password: string },
) {
  const pages: Record<string, string> = {
    home: `${base}/en`,
    solution: `${base}/en/retail`,
    caseStudy: `${base}/en/success-stories/${await firstSlug(base, 'case-studies')}`,
    blogPost: `${base}/en/blog/${await firstSlug(base, 'posts')}`,
    glossaryTerm: `${base}/en/glossary/headless`,
    contact: `${base}/en/contact`,
    notFound: `${base}/en/no-such-page`,
    login: `${base}/en/login`,
  }
  for (const url of Object.values(pages)) await fetch(url) // render once so the cache is warm

  const lighthouseResults: Record<string, unknown> = {}
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    for (const [name, url] of Object.entries(pages))
      lighthouseResults[name] = await lighthouseScores(url, lighthouseRuns)
  }
  const loadResults = {
    home: await load(pages.home, loadSettings),
    blogPost: await load(pages.blogPost, loadSettings),
    notFound: await load(pages.notFound, loadSettings),
  }
  const ceiling = await ceilingLoad(pages.home, loadSettings)
  const forms = await runFormsLoad({ base, total: 500, concurrency: 20, admin: benchAdmin })
  const auth = await authTimings()
  return {
    measuredAt: new Date().toISOString(),
    machine: { node: process.version },
    lighthouse: { runsPerPage: lighthouseRuns, pages: lighthouseResults },
    load: { ...loadSettings, ...loadResults },
    ceiling,
    shareOfCeiling: {
      home: shareOfCeiling(loadResults.home.requestsPerSecond, ceiling.requestsPerSecond),
      blogPost: shareOfCeiling(loadResults.blogPost.requestsPerSecond, ceiling.requestsPerSecond),
      notFound: shareOfCeiling(loadResults.notFound.requestsPerSecond, ceiling.requestsPerSecond),
    },
    forms,
    auth,
  }
}

/**
 * A second start, on the app the first one built and migrated: spawn → first 200 of /en, polled
 * every 25 ms, and the resident memory of its process group and descendants at that moment.
 */
async function startOnce(env: Record<string, string>, command?: string[]) {
  const app = await startApp(env, { timeoutMs: 120_000, pollMs: 25, command })
  try {
    const { memoryMiB, processes } = appMemory(app.pid)
    return { portOpenMs: app.portOpenMs, firstOkMs: app.readyMs, memoryMiB, processes }
  } finally {
    await app.stop()
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Starts of the built, migrated app, interleaved with `next start` of the same build on the same
 * database (Next's own server, the reference): spawn → port open and → first 200 of /en, and the
 * resident memory of the server's processes then (npm is not among them: the command is run as
 * npm runs it, without npm), as medians of `runs` starts each.
 */
async function coldStarts(env: Record<string, string>, runs = 3) {
  const nextStart = [process.execPath, path.join(root, 'node_modules/next/dist/bin/next'), 'start']
  const product = []
  const reference = []
  for (let run = 0; run < runs; run++) {
    reference.push(
      await startOnce({ ...env, NODE_ENV: 'production' }, [...nextStart, '-p', env.PORT]),
    )
    product.push(await startOnce(env))
  }
  const summary = (starts: Awaited<ReturnType<typeof startOnce>>[]) => ({
    portOpenMs: median(starts.map((start) => start.portOpenMs)),
    firstOkMs: median(starts.map((start) => start.firstOkMs)),
    memoryMiB: median(starts.map((start) => start.memoryMiB)),
    processes: starts[0]!.processes,
    runs: starts,
  })
  const npmStart = summary(product)
  const next = summary(reference)
  return {
    npmStart,
    nextStart: next,
    ratio: {
      firstOk: Number((npmStart.firstOkMs / next.firstOkMs).toFixed(2)),
      memory: Number((npmStart.memoryMiB / next.memoryMiB).toFixed(2)),
    },
  }
}

runOrExplain(async () => {
  const port = process.env.BENCH_PORT || '3700'
  const loadSettings: LoadSettings = {
    connections: 10,
    durationSeconds: Number(process.env.BENCH_DURATION || 15),
    warmupSeconds: Number(process.env.BENCH_WARMUP || 5),
  }
  const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3))
  const dataDir = path.join(root, 'data/bench')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  process.env.TMPDIR = '/tmp'
  const benchAdmin = { email: 'bench@unbound.example', password: 'bench-admin-password' }

  const appEnv = {
    PORT: port,
    DATABASE_URI: `file:${path.join(dataDir, 'bench.db')}`,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-0123456789abcdef0123456789',
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
    RATE_LIMIT_MULTIPLIER: '1000',
    MEDIA_DIR: path.join(dataDir, 'media'),
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    // Its own build: the page cache of another build holds pages rendered for another database and URL.
    NEXT_DIST_DIR: '.next-bench',
  }
  const app = await startApp(appEnv)
  const measured = await measure(app.baseUrl, loadSettings, lighthouseRuns, benchAdmin)
    .then(async (results) => ({
      ...results,
      // Disk and memory growth under 10,000 unknown paths and 2,000 distinct query strings.
      distinctUrls: await distinctUrlStream({
        baseUrl: app.baseUrl,
        pid: app.pid,
        buildDir: path.join(root, appEnv.NEXT_DIST_DIR),
        pages: ['/de', '/en', '/de/blog', '/en/blog'],
      }),
    }))
    .finally(app.stop)
  const report = {
    ...measured,
    pageWeights: checkBuild(path.join(root, appEnv.NEXT_DIST_DIR)).pages,
    starts: await coldStarts(appEnv),
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true })
  writeFileSync(
    path.join(root, 'bench-results/latest.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  )
  console.log(JSON.stringify(report, null, 2))
})
