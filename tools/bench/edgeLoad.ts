import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * The home page and `count - 1` other public pages of the site, in the order its sitemap lists
 * them (paths of test documents, which carry a timestamp, left out).
 */
export async function sitemapPages(base: string, count: number): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path !== '/de' && !/\d{10,}/.test(path))
  return ['/de', ...paths].slice(0, count)
}

export type EdgeAnswer = { path: string; status: number; cache: string }

/**
 * `clients` visitors ask `edge` for `pages` in turn, as fast as they are answered, for
 * `durationMs` and until `minAnswers` came back (at most `maxDurationMs`: on a busy machine the
 * clients themselves are slow, and a share is only as fine as the count it is taken over); each
 * event runs `atMs` after the start while the load goes on (a publish). Returns every answer with
 * what the edge said it did (`X-Cache`).
 */
export async function edgeLoad({
  edge,
  pages,
  durationMs,
  clients = 8,
  minAnswers = 0,
  maxDurationMs = durationMs,
  events = [],
}: {
  edge: string
  pages: string[]
  durationMs: number
  clients?: number
  minAnswers?: number
  maxDurationMs?: number
  events?: { atMs: number; run: () => Promise<unknown> }[]
}): Promise<EdgeAnswer[]> {
  const answers: EdgeAnswer[] = []
  // Kept-alive connections, compressed bodies read and dropped: the load costs the machine little.
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients })
  const get = (path: string) =>
    new Promise<EdgeAnswer>((resolve, reject) => {
      const request = http.get(
        `${edge}${path}`,
        { agent, headers: { 'accept-encoding': 'gzip' } },
        (response) => {
          response.resume()
          response.on('end', () =>
            resolve({
              path,
              status: response.statusCode ?? 0,
              cache: String(response.headers['x-cache'] ?? ''),
            }),
          )
          response.on('error', reject)
        },
      )
      request.on('error', reject)
    })
  const started = Date.now()
  const visitors = Array.from({ length: clients }, async (_, client) => {
    const going = () => {
      const elapsed = Date.now() - started
      return elapsed < durationMs || (answers.length < minAnswers && elapsed < maxDurationMs)
    }
    for (let n = client; going(); n++) answers.push(await get(pages[n % pages.length]!))
  })
  const happenings = events.map(async (event) => {
    await sleep(event.atMs)
    await event.run()
  })
  await Promise.all([...visitors, ...happenings]).finally(() => agent.destroy())
  return answers
}

/**
 * What a load cost the servers: the share of answers the edge gave itself (`HIT`), and for each
 * page the requests that reached the servers (lines `<method> <path> <status>` of the edge's
 * log of them).
 */
export function edgeFigures(answers: EdgeAnswer[], pages: string[], originLines: string[]) {
  const hits = answers.filter((answer) => answer.cache === 'HIT').length
  const originRequests = pages.map(
    (page) => originLines.filter((line) => line.split(' ')[1] === page).length,
  )
  return {
    answers: answers.length,
    hitRatio: answers.length ? hits / answers.length : 0,
    notOk: answers.filter((answer) => answer.status !== 200).length,
    originRequests,
  }
}
