import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { parseRssKiB } from './processTree'

/** Bytes of every file below `directory`. */
function directoryBytes(directory: string): number {
  let total = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name)
    try {
      if (entry.isDirectory()) total += directoryBytes(full)
      else if (entry.isFile()) total += statSync(full).size
    } catch {
      // removed meanwhile
    }
  }
  return total
}

/** Resident memory of one process, from /proc. */
const rssMiB = (pid: number) => parseRssKiB(readFileSync(`/proc/${pid}/status`, 'utf8')) / 1024

/** Paths that match no document: both languages, one to three segments deep, some with a query. */
function unknownPaths(count: number): string[] {
  return Array.from({ length: count }, (_, n) => {
    const language = n % 2 ? 'en' : 'de'
    const segments = Array.from({ length: 1 + (n % 3) }, (_, depth) => `missing-${n}-${depth}`)
    return `/${language}/${segments.join('/')}${n % 4 === 0 ? `?ref=${n}` : ''}`
  })
}

/** Real pages under distinct query strings, as campaign links and crawlers produce them. */
const queriedPages = (pages: string[], count: number): string[] =>
  Array.from({ length: count }, (_, n) => `${pages[n % pages.length]}?utm_source=q${n}&n=${n}`)

type Counts = Record<string, number>

/** GETs every URL once, `concurrency` at a time; returns how many answered each status. */
async function requestAll(baseUrl: string, urls: string[], concurrency = 8) {
  const statuses: Counts = {}
  let next = 0
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      const response = await fetch(`${baseUrl}${url}`, { redirect: 'manual' })
      await response.arrayBuffer()
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return statuses
}

type DistinctUrlsReport = {
  unknownPaths: { requests: number; statuses: Counts }
  queriedPages: { requests: number; statuses: Counts }
  /** Growth of the build directory over both streams. */
  diskGrowthMiB: number
  /** Highest resident memory of the server process during both streams, over its value after the warm-up. */
  memoryGrowthMiB: number
  memoryBeforeMiB: number
  memoryPeakMiB: number
  memoryAfterMiB: number
}

/** Samples the resident memory of `pid` every `intervalMs` until `stop` returns the highest seen. */
function trackPeakRss(pid: number, intervalMs = 250): { stop: () => number } {
  let peak = rssMiB(pid)
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), intervalMs)
  return {
    stop: () => {
      clearInterval(timer)
      return Math.max(peak, rssMiB(pid))
    },
  }
}

/**
 * A stream of distinct URLs against a running server (process `pid`, build directory
 * `buildDir`): `unknown` paths that match no document, then `queried` requests of `pages` under
 * distinct query strings. What any cache kept per URL shows as growth of the build directory or
 * of the process's memory.
 */
export async function distinctUrlStream({
  baseUrl,
  pid,
  buildDir,
  pages,
  unknown = 10_000,
  queried = 2_000,
  warmUpRequests = 1_000,
}: {
  baseUrl: string
  pid: number
  buildDir: string
  pages: string[]
  unknown?: number
  queried?: number
  warmUpRequests?: number
}): Promise<DistinctUrlsReport> {
  // Warm-up, not counted: every route involved has loaded, and the heap has grown to its working
  // size (V8 grows it over the first thousand or so renders, whatever the URLs).
  const warmUp = unknownPaths(warmUpRequests).map((url) => url.replaceAll('missing', 'warm-up'))
  await requestAll(baseUrl, [...pages, ...queriedPages(pages, 40), ...warmUp])
  const diskBefore = directoryBytes(buildDir)
  const memoryBeforeMiB = rssMiB(pid)
  // The highest value, not one sample at the end: between two full collections the heap holds
  // garbage, and where a sample falls in that cycle would decide the figure.
  const peak = trackPeakRss(pid)
  const unknownStatuses = await requestAll(baseUrl, unknownPaths(unknown))
  const queriedStatuses = await requestAll(baseUrl, queriedPages(pages, queried))
  const memoryAfterMiB = rssMiB(pid)
  const memoryPeakMiB = peak.stop()
  const round = (value: number) => Math.round(value * 10) / 10
  return {
    unknownPaths: { requests: unknown, statuses: unknownStatuses },
    queriedPages: { requests: queried, statuses: queriedStatuses },
    diskGrowthMiB: round((directoryBytes(buildDir) - diskBefore) / 1024 / 1024),
    memoryGrowthMiB: round(memoryPeakMiB - memoryBeforeMiB),
    memoryBeforeMiB: round(memoryBeforeMiB),
    memoryPeakMiB: round(memoryPeakMiB),
    memoryAfterMiB: round(memoryAfterMiB),
  }
}
