import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'

import { denyList, type DeniedModule } from './denyList'

export type Area = 'marketing' | 'control'

/**
 * One kind of page: the App Router page (its key in the client reference manifests) that renders
 * it, the prerendered HTML of one such page where the build writes one, and its own budget where
 * it is held below its area's.
 */
export type PageType = { name: string; area: Area; page: string; html?: string; budget?: Budget }

const slugPage = '/(site)/[locale]/[...slug]/page'

/** Pages, blog posts, case studies, glossary terms and unknown paths share the catch-all route. */
export const pageTypes: PageType[] = [
  { name: 'home', area: 'marketing', page: '/(site)/[locale]/page', html: 'en.html' },
  { name: 'page', area: 'marketing', page: slugPage },
  { name: 'blog post', area: 'marketing', page: slugPage },
  { name: 'case study', area: 'marketing', page: slugPage },
  { name: 'glossary', area: 'marketing', page: slugPage },
  { name: '404', area: 'marketing', page: slugPage },
  // The sign-in pages load the GraphQL client when a form sends and check without zod.
  {
    name: 'login',
    area: 'control',
    page: '/(site)/[locale]/(auth)/login/page',
    budget: { js: 172_000, css: 11_000 },
  },
  { name: 'dashboard', area: 'control', page: '/(site)/[locale]/control/page' },
  {
    name: 'instance',
    area: 'control',
    page: '/(site)/[locale]/control/instances/[instanceId]/page',
  },
]

/** Gzip bytes a page type may load with itself; docs/performance.md lists them. */
export type Budget = { js: number; css: number }
export const budgets: Record<Area, Budget> = {
  marketing: { js: 152_000, css: 9_000 },
  control: { js: 280_000, css: 11_000 },
}

type ClientReferenceManifest = {
  clientModules: Record<string, { chunks: string[] }>
  entryJSFiles: Record<string, string[]>
  entryCSSFiles: Record<string, { path: string }[]>
}

export type Finding = {
  pageType: string
  chunk: string
  module: string
  why: string
  /** The client components whose code the chunk carries: where the import chain starts. */
  loadedFor: string[]
  onUse: boolean
}

export type PageReport = {
  pageType: PageType
  budget: Budget
  /** Loaded with the page: Next's runtime and the chunks of the route's client components. */
  js: string[]
  css: string[]
  /** Loaded later by those chunks (dynamic imports), e.g. the forms' GraphQL client. */
  onUse: string[]
  jsBytes: number
  cssBytes: number
  onUseBytes: number
}

export type BudgetResult = { pages: PageReport[]; findings: Finding[]; failures: string[] }

/** `/_next/static/chunks/a.js` and `static/chunks/a.js` name the same file. */
const normalize = (file: string) => file.slice(file.indexOf('static/'))

const chunkReference = /static\/chunks\/[\w.-]+\.js/g

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** The client reference manifest is a script that assigns the page's manifest to a global. */
function readClientManifest(distDir: string, page: string): ClientReferenceManifest {
  const file = path.join(distDir, 'server/app', `${page}_client-reference-manifest.js`)
  if (!existsSync(file)) throw new Error(`no client reference manifest for ${page} (${file})`)
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {}
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file })
  const manifest = sandbox.__RSC_MANIFEST?.[page]
  if (!manifest) throw new Error(`${file} has no manifest for ${page}`)
  return manifest
}

const unique = (files: string[]) => [...new Set(files.map(normalize))]

/**
 * Measures every page type of the production build in `distDir` against its budget and looks for
 * denied modules in its chunks. `failures` lists what fails the check, in words.
 */
export function checkBuild(
  distDir: string,
  types: PageType[] = pageTypes,
  limits: Record<Area, Budget> = budgets,
  denied: DeniedModule[] = denyList,
): BudgetResult {
  const failures: string[] = []
  const findings: Finding[] = []
  const contents = new Map<string, Buffer>()
  const gzipped = new Map<string, number>()
  const read = (file: string) => {
    let content = contents.get(file)
    if (!content) {
      content = readFileSync(path.join(distDir, file))
      contents.set(file, content)
    }
    return content
  }
  const size = (file: string) => {
    let bytes = gzipped.get(file)
    if (bytes === undefined) {
      bytes = gzipSync(read(file), { level: 9 }).length
      gzipped.set(file, bytes)
    }
    return bytes
  }
  const sum = (files: string[]) => files.reduce((total, file) => total + size(file), 0)

  const buildManifest = readJson<{ rootMainFiles: string[]; polyfillFiles: string[] }>(
    path.join(distDir, 'build-manifest.json'),
  )
  const polyfills = new Set(buildManifest.polyfillFiles.map(normalize))
  const pages: PageReport[] = []

  for (const pageType of types) {
    let manifest: ClientReferenceManifest
    try {
      manifest = readClientManifest(distDir, pageType.page)
    } catch (error) {
      failures.push(`${pageType.name}: ${(error as Error).message}`)
      continue
    }
    const js = unique([
      ...buildManifest.rootMainFiles,
      ...Object.values(manifest.entryJSFiles).flat(),
    ])
    const css = unique(
      Object.values(manifest.entryCSSFiles)
        .flat()
        .map((entry) => entry.path),
    )
    const onUse: string[] = []
    const parentOf = new Map<string, string>()
    const queue = [...js]
    while (queue.length) {
      const chunk = queue.shift()!
      for (const found of read(chunk).toString('utf8').match(chunkReference) ?? []) {
        if (js.includes(found) || onUse.includes(found) || polyfills.has(found)) continue
        onUse.push(found)
        parentOf.set(found, chunk)
        queue.push(found)
      }
    }

    if (pageType.html) checkHtml(distDir, pageType, js, polyfills, failures)

    const loadedFor = (chunk: string): string[] => {
      const first = parentOf.has(chunk) ? loadedFor(parentOf.get(chunk)!) : []
      const owners = Object.entries(manifest.clientModules)
        .filter(([, entry]) => entry.chunks.some((file) => normalize(file) === chunk))
        .map(([id]) => id.replace('[project]/', ''))
        .filter((id) => !id.startsWith('node_modules/next/'))
      return first.length ? first : owners
    }
    for (const [chunks, isOnUse] of [
      [js, false],
      [onUse, true],
    ] as const) {
      for (const chunk of chunks) {
        const text = read(chunk).toString('utf8')
        for (const entry of denied) {
          if (!applies(entry, pageType.area, isOnUse)) continue
          if (!entry.signatures.some((signature) => text.includes(signature))) continue
          findings.push({
            pageType: pageType.name,
            chunk,
            module: entry.module,
            why: entry.why,
            loadedFor: loadedFor(chunk),
            onUse: isOnUse,
          })
        }
      }
    }

    const budget = pageType.budget ?? limits[pageType.area]
    const report: PageReport = {
      pageType,
      budget,
      js,
      css,
      onUse,
      jsBytes: sum(js),
      cssBytes: sum(css),
      onUseBytes: sum(onUse),
    }
    pages.push(report)
    if (report.jsBytes > budget.js)
      failures.push(
        `${pageType.name}: ${report.jsBytes} bytes of JavaScript (gzip), budget ${budget.js}`,
      )
    if (report.cssBytes > budget.css)
      failures.push(
        `${pageType.name}: ${report.cssBytes} bytes of CSS (gzip), budget ${budget.css}`,
      )
  }

  // Page types that share a route share their chunks: one line per module and chunk.
  const grouped = new Map<string, { finding: Finding; pageTypes: string[] }>()
  for (const finding of findings) {
    const key = `${finding.module}\n${finding.chunk}`
    const group = grouped.get(key) ?? { finding, pageTypes: [] }
    group.pageTypes.push(finding.pageType)
    grouped.set(key, group)
  }
  for (const { finding, pageTypes: names } of grouped.values())
    failures.push(
      `${finding.module} (${finding.why}) in ${finding.chunk}` +
        `${finding.onUse ? ' (loaded on use)' : ''}, the chunk of ` +
        `${finding.loadedFor.join(', ') || "Next's runtime"}; page types: ${names.join(', ')}`,
    )
  return { pages, findings, failures }
}

function applies(entry: DeniedModule, area: Area, onUse: boolean): boolean {
  if (entry.scope === 'everywhere') return true
  if (area !== 'marketing') return false
  return entry.scope === 'marketing' || !onUse
}

/**
 * Where the build prerendered a page of the type, the scripts its HTML loads must be the ones the
 * manifests name: otherwise the manifests no longer describe what a browser loads.
 */
function checkHtml(
  distDir: string,
  pageType: PageType,
  js: string[],
  polyfills: Set<string>,
  failures: string[],
): void {
  const file = path.join(distDir, 'server/app', pageType.html!)
  if (!existsSync(file)) {
    failures.push(`${pageType.name}: the build has no ${pageType.html}`)
    return
  }
  const loaded = new Set(
    (readFileSync(file, 'utf8').match(chunkReference) ?? []).filter(
      (chunk) => !polyfills.has(chunk),
    ),
  )
  const missing = [...loaded].filter((chunk) => !js.includes(chunk))
  const extra = js.filter((chunk) => !loaded.has(chunk))
  if (missing.length || extra.length)
    failures.push(
      `${pageType.name}: ${pageType.html} loads other scripts than the manifests name` +
        ` (not in the manifests: ${missing.join(', ') || '—'}; not in the HTML: ${extra.join(', ') || '—'})`,
    )
}

const bytes = (value: number) => value.toLocaleString('en-US').replace(/,/g, ' ')

/** The table the CLI prints: gzip bytes per page type beside its budget. */
export function formatReport(result: BudgetResult): string {
  const rows = [
    ['page type', 'area', 'JS', 'JS budget', 'CSS', 'CSS budget', 'JS on use', 'route'],
    ...result.pages.map((page) => [
      page.pageType.name,
      page.pageType.area,
      bytes(page.jsBytes),
      bytes(page.budget.js),
      bytes(page.cssBytes),
      bytes(page.budget.css),
      bytes(page.onUseBytes),
      page.pageType.page,
    ]),
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const numeric = new Set([2, 3, 4, 5, 6])
  const lines = rows.map((row) =>
    row
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd(),
  )
  return [
    'Bytes gzip-compressed (level 9), per page type: JS and CSS loaded with the page, JS on use.',
    ...lines,
  ].join('\n')
}
