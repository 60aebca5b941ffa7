import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Bilingual } from '@/seed/bilingual'
import { seedGlobals } from '@/seed/content'
import { pages } from '@/seed/content/pages'

import { portIsFree } from '../helpers/e2e/server'
import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'

/**
 * A newcomer's first `npm start`, stopped during the seed and during the build, by Ctrl-C
 * (SIGINT to the process group) and by SIGKILL: the next start serves the complete site. It runs
 * on a database, media folder and build directory of its own.
 */
const root = path.resolve(import.meta.dirname, '../..')
const port = 3994
const base = `http://127.0.0.1:${port}`
const distDir = '.next-first-start'
let dataDir = ''
const database = () => path.join(dataDir, 'first-start.db')
const [node, ...startArgs] = npmScriptCommand('start')

type Started = { child: ChildProcess; output: () => string; exit: Promise<number | null> }
let running: Started | undefined

function start(): Started {
  const child = spawn(node, startArgs, {
    cwd: root,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URI: `file:${database()}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      NEXT_DIST_DIR: distDir,
      PAYLOAD_SECRET: 'first-start-secret-0123456789abcdef',
      ADMIN_PASSWORD: 'first-start-admin-password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => (output += chunk))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  running = { child, output: () => output, exit }
  return running
}

/**
 * Waits until `ready` holds, checking every half second; fails when the start ended first or
 * after fifteen minutes.
 */
async function until(started: Started, what: string, ready: () => boolean | Promise<boolean>) {
  let ended = false
  void started.exit.then(() => (ended = true))
  const deadline = Date.now() + 900_000
  for (;;) {
    if (await ready()) return
    if (ended || Date.now() > deadline)
      throw new Error(
        `npm start ${ended ? 'ended' : 'ran fifteen minutes'} before ${what}:\n${started.output().slice(-4000)}`,
      )
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

async function stop(started: Started, signal: 'SIGINT' | 'SIGKILL') {
  process.kill(-started.child.pid!, signal)
  await started.exit
}

async function query(sql: string): Promise<number> {
  if (!existsSync(database())) return 0
  const client = createClient({ url: `file:${database()}` })
  try {
    return Number((await client.execute(sql)).rows[0]?.[0] ?? 0)
  } catch {
    return 0 // no such table yet
  } finally {
    client.close()
  }
}

const buildComplete = () => existsSync(path.join(root, distDir, 'BUILD_COMPLETE'))

// The newcomer's start is the embedded SQLite one; the PostgreSQL run of this suite skips it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URI))('a first start stopped halfway', () => {
  beforeAll(async () => {
    expect(await portIsFree(port)).toBe(true)
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'unbound-first-start-'))
    rmSync(path.join(root, distDir), { recursive: true, force: true })
    runPreScript('start')
  })

  afterAll(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      process.kill(-running.child.pid!, 'SIGKILL')
      await running.exit
    }
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(path.join(root, distDir), { recursive: true, force: true })
  })

  it('ends, once started again, in the complete site', { timeout: 2_700_000 }, async () => {
    // Ctrl-C while the seed writes the pages (their blocks come last).
    let first = start()
    await until(
      first,
      'the seed wrote pages',
      async () => (await query('select count(*) from pages')) >= 5,
    )
    await stop(first, 'SIGINT')
    expect(await query('select count(*) from pages_blocks_hero')).toBe(0)

    // SIGKILL while the next start completes the content.
    const restartedAt = new Date().toISOString()
    first = start()
    await until(first, 'the seed was resumed', () =>
      first.output().includes('The demo content was interrupted last time: completing it'),
    )
    await until(
      first,
      'the seed rewrote pages',
      async () =>
        (await query(`select count(*) from pages where updated_at > '${restartedAt}'`)) >= 3,
    )
    await stop(first, 'SIGKILL')

    // Ctrl-C while Next compiles. (A build is marked complete only once it returned, so a stop at
    // any later step of the build leaves the same unmarked folder; one compile less for CI.)
    first = start()
    await until(first, 'the build compiling', () =>
      /Creating an optimized production build/.test(first.output()),
    )
    expect(first.output()).toContain('The demo content was interrupted last time: completing it')
    await stop(first, 'SIGINT')
    expect(buildComplete()).toBe(false)

    // The next start builds anew and serves everything.
    first = start()
    await until(first, 'the site is ready', () => first.output().includes('• Ready on'))
    expect(first.output()).toContain('Building the production app')
    expect(first.output()).not.toContain('demo content')
    expect(buildComplete()).toBe(true)

    const header = seedGlobals.find((global) => global.slug === 'header')!
    const navItems = header.data.navItems as { link: { label: Bilingual } }[]
    for (const [locale, language] of [
      ['de-CH', 'de'],
      ['en', 'en'],
    ] as const) {
      const html = await (await fetch(`${base}/${language}`)).text()
      for (const item of navItems) expect(html).toContain(item.link.label[language])

      const stored = (await (
        await fetch(`${base}/api/pages?locale=${locale}&depth=0&limit=200`)
      ).json()) as { docs: { slug: string; layout?: { blockType: string }[] }[] }
      expect(stored.docs).toHaveLength(pages.documents.length)
      for (const document of pages.documents) {
        const slug = (document.data.slug as Bilingual)[language]
        const page = stored.docs.find((doc) => doc.slug === slug)
        const expected = (document.data.layout as { blockType: string }[]).map(
          (block) => block.blockType,
        )
        expect(
          page?.layout?.map((block) => block.blockType),
          `${language} ${slug}`,
        ).toEqual(expected)
      }
    }
    await stop(first, 'SIGINT')
    expect(await first.exit).toBe(0)
  })
})
