import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'

import { root } from '@/config/paths'

import { budgets, checkBuild, pageTypes } from '../../tools/budget/check'
import { denyList } from '../../tools/budget/denyList'

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A client component as the production build ships it: bundled for the browser and minified. */
async function browserChunk(source: string): Promise<string> {
  const { outputFiles } = await build({
    stdin: { contents: source, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    jsx: 'automatic',
    external: ['react', 'react/jsx-runtime'],
    logLevel: 'silent',
  })
  return outputFiles[0].text
}

const marketingComponent = 'src/components/site/NotFoundContent.tsx'

type Chunks = Record<string, string | Buffer>

/**
 * A production build directory as Next writes it, reduced to what the check reads: the build
 * manifest, one client reference manifest per page of the project's page types (each page with
 * its client component and chunk), the prerendered home page and the chunks themselves.
 */
function fakeBuild({
  marketing = {},
  control = {},
  homeHtmlExtra = '',
}: { marketing?: Chunks; control?: Chunks; homeHtmlExtra?: string } = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'budget-'))
  folders.push(dir)
  const chunks: Chunks = {
    'framework.js': 'self.__next_f=self.__next_f||[]',
    'polyfills.js': 'legacy browsers only',
    'site.js': 'globalThis.site=1',
    ...marketing,
    ...control,
  }
  mkdirSync(path.join(dir, 'static/chunks'), { recursive: true })
  for (const [name, content] of Object.entries(chunks))
    writeFileSync(path.join(dir, 'static/chunks', name), content)
  writeFileSync(path.join(dir, 'static/chunks/site.css'), 'body{margin:0}')
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/framework.js'],
    }),
  )
  const chunkPath = (name: string) => `static/chunks/${name}`
  for (const page of new Set(pageTypes.map((type) => type.page))) {
    const area = pageTypes.find((type) => type.page === page)!.area
    const own = Object.keys(area === 'marketing' ? marketing : control).filter(
      (name) => !name.startsWith('lazy-'),
    )
    const js = ['site.js', ...own].map(chunkPath)
    const manifest = {
      moduleLoading: { prefix: '' },
      clientModules: {
        [`[project]/${marketingComponent}`]: {
          id: 1,
          name: '*',
          chunks: js.map((file) => `/_next/${file}`),
          async: false,
        },
      },
      entryJSFiles: { [`[project]/src/app${page}`]: js },
      entryCSSFiles: { [`[project]/src/app${page}`]: [{ path: chunkPath('site.css') }] },
    }
    const file = path.join(dir, 'server/app', `${page}_client-reference-manifest.js`)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(
      file,
      'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
        `globalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify(manifest)};\n`,
    )
  }
  const homeScripts = ['framework.js', 'site.js', ...Object.keys(marketing)]
    .filter((name) => !name.startsWith('lazy-'))
    .concat('polyfills.js')
    .map((name) => `<script src="/_next/static/chunks/${name}" async=""></script>`)
  writeFileSync(
    path.join(dir, 'server/app/en.html'),
    `<!DOCTYPE html><html><head>${homeScripts.join('')}${homeHtmlExtra}</head></html>`,
  )
  return dir
}

/** `npm run budget` on a build directory, as CI runs it. */
const runCli = (dir: string) =>
  spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'tools/budget/budget.ts', dir],
    { cwd: root, encoding: 'utf8' },
  )

describe('the page weight check (npm run budget)', () => {
  it('passes a build whose client components carry only their own code', async () => {
    const dir = fakeBuild({
      marketing: {
        'not-found.js': await browserChunk(
          "'use client'\nexport const NotFound = ({ title }: { title: string }) => <h1>{title}</h1>",
        ),
      },
    })
    const result = checkBuild(dir)
    expect(result.failures).toEqual([])
    const home = result.pages.find((page) => page.pageType.name === 'home')!
    expect(home.js).toEqual([
      'static/chunks/framework.js',
      'static/chunks/site.js',
      'static/chunks/not-found.js',
    ])
    expect(home.css).toEqual(['static/chunks/site.css'])

    const cli = runCli(dir)
    expect(cli.stdout).toContain('every page type within its budget')
    expect(cli.status).toBe(0)
  })

  it("fails on `import { z } from 'zod'` in a marketing page's client component", async () => {
    const dir = fakeBuild({
      marketing: {
        'not-found.js': await browserChunk(
          "'use client'\nimport { z } from 'zod'\n" +
            'export const NotFound = ({ email }: { email: string }) =>' +
            ' <a href={z.email().parse(email)}>{email}</a>',
        ),
      },
    })
    const result = checkBuild(dir)
    expect(result.findings.map((finding) => [finding.pageType, finding.module])).toEqual(
      ['home', 'page', 'blog post', 'case study', 'glossary', '404'].map((type) => [type, 'zod']),
    )
    expect(result.findings[0]).toMatchObject({
      chunk: 'static/chunks/not-found.js',
      loadedFor: [marketingComponent],
      onUse: false,
    })

    const cli = runCli(dir)
    expect(cli.status).toBe(1)
    expect(cli.stdout).toContain(
      `✖ zod (validation library of the server (the forms check on the server)) in ` +
        `static/chunks/not-found.js, the chunk of ${marketingComponent}; ` +
        'page types: home, page, blog post, case study, glossary, 404',
    )
  })

  it('finds zod in a chunk a marketing page loads on use, and allows it in the control area', async () => {
    const zod = await browserChunk("import { z } from 'zod'\nexport const email = z.email()")
    const dir = fakeBuild({
      marketing: {
        'form.js': 'const load=()=>import("/_next/static/chunks/lazy-rules.js")',
        'lazy-rules.js': zod,
      },
      control: { 'control-rules.js': zod },
    })
    const findings = checkBuild(dir).findings
    expect(findings.length).toBe(6)
    expect(findings[0]).toMatchObject({
      module: 'zod',
      chunk: 'static/chunks/lazy-rules.js',
      onUse: true,
      loadedFor: [marketingComponent],
    })
    expect(findings.some((finding) => finding.chunk.includes('control-rules'))).toBe(false)
  })

  it('finds server code in the browser chunks of every page type', async () => {
    const dir = fakeBuild({
      control: {
        'address.js': await browserChunk(
          "import proxyAddr from 'proxy-addr'\nexport const address = (req: never) => proxyAddr(req, 'loopback')",
        ),
      },
    })
    const findings = checkBuild(dir).findings
    expect(new Set(findings.map((finding) => finding.pageType))).toEqual(
      new Set(['login', 'dashboard', 'instance']),
    )
    expect(new Set(findings.map((finding) => finding.module))).toEqual(
      new Set(['proxy-addr', 'forwarded']),
    )
  })

  it('allows the forms’ GraphQL client on use, not with a marketing page', () => {
    const apollo = 'throw new Error("see https://go.apollo.dev/c/err")'
    const onUse = fakeBuild({
      marketing: {
        'form.js': 'const load=()=>import("/_next/static/chunks/lazy-apollo.js")',
        'lazy-apollo.js': apollo,
      },
    })
    expect(checkBuild(onUse).failures).toEqual([])
    const withPage = fakeBuild({ marketing: { 'form.js': apollo } })
    expect(checkBuild(withPage).findings.map((finding) => finding.module)).toContain(
      '@apollo/client',
    )
  })

  it('fails a page type over its budget', () => {
    const dir = fakeBuild({ marketing: { 'heavy.js': randomBytes(budgets.marketing.js) } })
    const failures = checkBuild(dir).failures
    expect(failures.filter((failure) => failure.includes('bytes of JavaScript'))).toHaveLength(6)
    expect(failures[0]).toMatch(
      new RegExp(`^home: \\d+ bytes of JavaScript \\(gzip\\), budget ${budgets.marketing.js}$`),
    )
  })

  it('holds the log-in page to its own budget, below the control area’s', () => {
    const login = pageTypes.find((type) => type.name === 'login')!
    expect(login.budget!.js).toBeLessThan(budgets.control.js)
    // What the GraphQL client and zod would add back: over the log-in page's budget, within the area's.
    const dir = fakeBuild({ control: { 'graphql.js': randomBytes(login.budget!.js) } })
    expect(checkBuild(dir).failures).toEqual([
      expect.stringMatching(
        new RegExp(`^login: \\d+ bytes of JavaScript \\(gzip\\), budget ${login.budget!.js}$`),
      ),
    ])
  })

  it('fails when the prerendered home page loads a script the manifests do not name', () => {
    const dir = fakeBuild({
      homeHtmlExtra: '<script src="/_next/static/chunks/extra.js"></script>',
    })
    expect(checkBuild(dir).failures).toEqual([
      'home: en.html loads other scripts than the manifests name (not in the manifests: ' +
        'static/chunks/extra.js; not in the HTML: —)',
    ])
  })

  it('fails when a page type has no manifest (a route renamed)', () => {
    const dir = fakeBuild()
    rmSync(path.join(dir, 'server/app/(site)/[locale]/control/page_client-reference-manifest.js'))
    expect(checkBuild(dir).failures[0]).toMatch(/^dashboard: no client reference manifest/)
  })
})

/** Every `.js`, `.cjs` and `.mjs` file below a folder. */
function* scripts(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* scripts(file)
    else if (/\.[cm]?js$/.test(entry.name)) yield file
  }
}

describe('the deny-list', () => {
  it.each(denyList.map((entry) => [entry.module, entry] as const))(
    'recognises %s by strings its installed code still has',
    (module, entry) => {
      const files = module.startsWith('src/')
        ? [path.join(root, module)]
        : scripts(path.join(root, 'node_modules', module))
      const missing = new Set(entry.signatures)
      for (const file of files) {
        const text = readFileSync(file, 'utf8')
        for (const signature of missing) if (text.includes(signature)) missing.delete(signature)
        if (!missing.size) break
      }
      expect([...missing]).toEqual([])
    },
  )
})

describe('the budgets in docs/performance.md', () => {
  it('are the ones the check applies', () => {
    const rows = readFileSync(path.join(root, 'docs/performance.md'), 'utf8').split('\n')
    const figure = (bytes: number) => bytes.toLocaleString('en-US').replace(/,/g, ' ')
    for (const [area, budget] of Object.entries(budgets)) {
      const row = rows.find((line) => line.startsWith(`| ${area} pages `))
      expect(
        row
          ?.split('|')
          .slice(2, 4)
          .map((cell) => cell.trim()),
      ).toEqual([figure(budget.js), figure(budget.css)])
    }
  })
})
