import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { root } from '@/config/paths'
import { buildIsStale, clearLastBuild } from '@/server/nextBuild'

/** A build directory of its own (NEXT_DIST_DIR), in the states a stopped `next build` leaves. */
const dir = 'tests/.tmp/build-state'
const full = path.join(root, dir)
process.env.NEXT_DIST_DIR = dir

afterAll(() => {
  rmSync(full, { recursive: true, force: true })
  delete process.env.NEXT_DIST_DIR
})

describe('is the production build complete?', () => {
  it('no build: stale', () => {
    rmSync(full, { recursive: true, force: true })
    expect(buildIsStale()).toBe(true)
  })

  it('BUILD_ID written but the build stopped before it finished: stale, built again', () => {
    mkdirSync(full, { recursive: true })
    writeFileSync(path.join(full, 'BUILD_ID'), 'half-way')
    expect(buildIsStale()).toBe(true)
  })

  it('a finished build (its completion recorded after every source was written): current', () => {
    writeFileSync(path.join(full, 'BUILD_COMPLETE'), new Date().toISOString())
    expect(buildIsStale()).toBe(false)
  })
})

describe('before a build', () => {
  it("the last build's output goes, cut-off files with it; the compiler's cache stays", () => {
    rmSync(full, { recursive: true, force: true })
    mkdirSync(path.join(full, 'diagnostics'), { recursive: true })
    mkdirSync(path.join(full, 'cache/turbopack'), { recursive: true })
    // A build stopped while Next rewrote its diagnostics: the next `next build` parses this file.
    writeFileSync(path.join(full, 'diagnostics/build-diagnostics.json'), '{"buildStage": "comp')
    writeFileSync(path.join(full, 'BUILD_ID'), 'half-way')
    writeFileSync(path.join(full, 'cache/turbopack/entry'), 'kept')
    clearLastBuild(full)
    expect(readdirSync(full)).toEqual(['cache'])
    expect(readdirSync(path.join(full, 'cache/turbopack'))).toEqual(['entry'])
  })

  it('nothing to clear on a first build', () => {
    rmSync(full, { recursive: true, force: true })
    expect(() => clearLastBuild(full)).not.toThrow()
  })
})
