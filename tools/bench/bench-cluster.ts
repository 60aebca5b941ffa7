/**
 * npm run bench:cluster: the cluster of npm run test:cluster (tools/cluster/cluster.ts: PostgreSQL,
 * Redis, S3, web servers from one build, a worker, nginx with deploy/nginx/edge.conf, Varnish with
 * deploy/varnish/default.vcl) under load.
 * Prints and writes to bench-results/cluster.json: requests per second and p99 through the proxy with
 * one and with two web servers, for the home page and a blog post, once as visitors get them (the
 * edge's micro-cache answers) and once with a session cookie (every request reaches a web server);
 * the same load on a bare node:http server answering the home page's compressed HTML (the ceiling);
 * the time from a publish to the change being served through nginx and through Varnish; and
 * Varnish under load of the home page and 20 other pages while the footer is published three
 * times: the share of answers Varnish gave itself, and the requests that reached the servers per
 * page and publish.
 * Options (env): BENCH_CLUSTER_PORT (3650; uses the next 9 ports), BENCH_DURATION seconds per load
 * run (10), BENCH_WARMUP seconds before each (3), PostgreSQL server: CLUSTER_DATABASE_URL.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { root } from '@/config/paths'
import { runOrExplain } from '@/config/startupError'

import { captureCompressed, shareOfCeiling, startCeilingServer } from './ceiling'
import { edgeFigures, edgeLoad, sitemapPages } from './edgeLoad'
import { load, type LoadSettings } from './load'
import { lexicalParagraph } from '../../tests/helpers/e2e/site'
import { clusterAdmin, startCluster, type Cluster } from '../cluster/cluster'

// Any session cookie makes the edge pass the request on (deploy/nginx/maps.conf).
const bypass = { cookie: 'payload-token=bench' }

async function firstPostPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/posts?locale=en&limit=1&depth=0&sort=-publishedAt`)
  const body = (await response.json()) as { docs: { slug: string }[] }
  if (!body.docs[0]) throw new Error('No published post to measure')
  return `/en/blog/${body.docs[0].slug}`
}

/** Request headers of the staff admin, signed in through server A. */
async function adminHeaders(cluster: Cluster) {
  const login = await fetch(`${cluster.web[0]!.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(clusterAdmin),
  })
  const { token } = (await login.json()) as { token: string }
  return { 'content-type': 'application/json', authorization: `JWT ${token}` }
}

/** Publishes a new title for a page through server A and polls `edge` every 50 ms until it shows it. */
async function publishToVisible(cluster: Cluster, runs: number, edge: string) {
  const a = cluster.web[0]!.url
  const headers = await adminHeaders(cluster)
  const stamp = Date.now()
  const created = await fetch(`${a}/api/pages?locale=en`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `Bench ${stamp}`,
      slug: `bench-${stamp}`,
      _status: 'published',
      layout: [{ blockType: 'content', content: lexicalParagraph('Bench.') }],
    }),
  })
  if (created.status !== 201) throw new Error(`creating the page failed: ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const url = `${edge}/en/bench-${stamp}`
  const timings: number[] = []
  for (let run = 1; run <= runs; run++) {
    await fetch(url).then((response) => response.text()) // cached at the edge and on the servers
    await sleep(1500)
    const title = `Bench ${stamp} edit ${run}`
    const started = performance.now()
    const updated = await fetch(`${a}/api/pages/${doc.id}?locale=en`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    if (!updated.ok) throw new Error(`publish failed: ${updated.status}`)
    while (!(await (await fetch(url)).text()).includes(title)) {
      if (performance.now() - started > 30_000) throw new Error('edit not visible within 30 s')
      await sleep(50)
    }
    timings.push(Math.round(performance.now() - started))
  }
  const sorted = [...timings].sort((x, y) => x - y)
  return { runs: timings, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) }
}

/**
 * 10 visitors ask Varnish for the home page and 20 other pages for `seconds`, while the footer,
 * which every page shows, is published three times through server A.
 */
async function varnishUnderLoad(cluster: Cluster, seconds: number) {
  const varnish = cluster.varnish!
  const headers = await adminHeaders(cluster)
  const pages = await sitemapPages(cluster.web[0]!.url, 21)
  for (const path of pages) for (let n = 0; n < 2; n++) await fetch(`${varnish.url}${path}`)
  const logged = varnish.backendLog().length
  const publishes = 3
  const publishFooter = async (n: number) => {
    const answer = await fetch(`${cluster.web[0]!.url}/api/globals/footer?locale=de-CH`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ tagline: `Bench ${Date.now()} ${n}` }),
    })
    if (!answer.ok) throw new Error(`publishing the footer failed: ${answer.status}`)
  }
  const answers = await edgeLoad({
    edge: varnish.url,
    pages,
    durationMs: seconds * 1000,
    clients: 10,
    events: Array.from({ length: publishes }, (_, n) => ({
      atMs: ((n + 1) * seconds * 1000) / (publishes + 1),
      run: () => publishFooter(n),
    })),
  })
  await sleep(500)
  const figures = edgeFigures(answers, pages, varnish.backendLog().slice(logged))
  return {
    pages: pages.length,
    seconds,
    publishes,
    answers: figures.answers,
    answersPerSecond: Math.round(figures.answers / seconds),
    notOk: figures.notOk,
    hitRatio: Number(figures.hitRatio.toFixed(4)),
    serverRequestsPerPage: figures.originRequests,
    mostServerRequestsPerPagePerPublish: Math.max(...figures.originRequests) / publishes,
  }
}

runOrExplain(async () => {
  const port = Number(process.env.BENCH_CLUSTER_PORT || 3650)
  const settings: LoadSettings = {
    connections: 10,
    durationSeconds: Number(process.env.BENCH_DURATION || 10),
    warmupSeconds: Number(process.env.BENCH_WARMUP || 3),
  }
  const cluster = await startCluster({
    port,
    webServers: 2,
    workers: 1,
    varnish: true,
    env: { RATE_LIMIT_MULTIPLIER: '1000' },
    log: (line) => console.error(line),
  })
  try {
    const pages = { home: '/en', blogPost: await firstPostPath(cluster.proxy.url) }
    const proxies = {
      oneServer: await cluster.startProxyFor([cluster.web[0]!], port + 5),
      twoServers: cluster.proxy,
    }
    const throughProxy: Record<string, Record<string, unknown>> = {}
    for (const [name, proxy] of Object.entries(proxies)) {
      throughProxy[name] = {}
      for (const [page, pathname] of Object.entries(pages)) {
        console.error(`• ${name}: ${page}`)
        throughProxy[name]![page] = {
          cached: await load(`${proxy.url}${pathname}`, settings),
          uncached: await load(`${proxy.url}${pathname}`, settings, bypass),
        }
      }
    }
    console.error('• ceiling')
    const snapshot = await captureCompressed(`${cluster.proxy.url}${pages.home}`)
    const ceilingServer = await startCeilingServer(snapshot)
    const ceiling = {
      contentEncoding: snapshot.headers['content-encoding'] ?? 'identity',
      bytes: snapshot.body.length,
      ...(await load(ceilingServer.baseUrl, settings).finally(ceilingServer.stop)),
    }
    console.error('• publish → visible through the proxy')
    const publish = await publishToVisible(cluster, 5, cluster.proxy.url)
    const varnish = cluster.varnish!
    console.error('• through Varnish')
    const throughVarnish = {
      home: await load(`${varnish.url}${pages.home}`, settings),
      blogPost: await load(`${varnish.url}${pages.blogPost}`, settings),
    }
    console.error('• publish → visible through Varnish')
    const publishVarnish = await publishToVisible(cluster, 5, varnish.url)
    console.error('• Varnish under load, with publishes')
    const varnishLoad = await varnishUnderLoad(cluster, settings.durationSeconds)
    const rps = (name: string, page: string, kind: 'cached' | 'uncached') =>
      (throughProxy[name]![page] as Record<string, { requestsPerSecond: number }>)[kind]!
        .requestsPerSecond
    const report = {
      measuredAt: new Date().toISOString(),
      machine: { node: process.version, note: 'shared machine: figures vary from run to run' },
      pages,
      load: settings,
      throughProxy,
      ceiling,
      shareOfCeiling: {
        homeCachedOneServer: shareOfCeiling(
          rps('oneServer', 'home', 'cached'),
          ceiling.requestsPerSecond,
        ),
        homeCachedTwoServers: shareOfCeiling(
          rps('twoServers', 'home', 'cached'),
          ceiling.requestsPerSecond,
        ),
        blogPostCachedTwoServers: shareOfCeiling(
          rps('twoServers', 'blogPost', 'cached'),
          ceiling.requestsPerSecond,
        ),
      },
      publishToVisibleThroughProxy: publish,
      throughVarnish,
      publishToVisibleThroughVarnish: publishVarnish,
      varnishUnderLoad: varnishLoad,
    }
    mkdirSync(path.join(root, 'bench-results'), { recursive: true })
    writeFileSync(
      path.join(root, 'bench-results/cluster.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    )
    console.log(JSON.stringify(report, null, 2))
  } finally {
    await cluster.stop()
  }
})
