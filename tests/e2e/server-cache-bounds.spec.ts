import type { ChildProcess } from 'node:child_process'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { distinctUrlStream } from '../../tools/bench/distinctUrls'
import {
  e2ePort,
  portIsFree,
  seededAppServerEnv,
  spawnApp,
  waitForServer,
} from '../helpers/e2e/server'

/**
 * The production server (`npm start`'s command, own port and database) under a stream of
 * distinct URLs: what any cache kept per URL would show as growth of the build directory or of
 * the server's memory.
 */
const port = e2ePort() + 10
const base = `http://127.0.0.1:${port}`
const buildDir = path.resolve(import.meta.dirname, '../..', process.env.NEXT_DIST_DIR || '.next')

let server: ChildProcess

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  expect(await portIsFree(port)).toBe(true)
  server = spawnApp(
    seededAppServerEnv(port, 'server-cache-bounds', { RATE_LIMIT_MULTIPLIER: '1000' }),
  )
  let gone = false
  server.once('exit', () => (gone = true))
  await waitForServer(`${base}/de`, 240_000, () => gone)
})

test.afterAll(() => {
  if (server?.pid && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, 'SIGKILL')
    } catch {
      // already stopped
    }
  }
})

test('distinct unknown paths and query strings: no entry per URL on disk or in memory', async () => {
  test.setTimeout(40 * 60_000)
  const report = await distinctUrlStream({
    baseUrl: base,
    pid: server.pid!,
    buildDir,
    pages: ['/de', '/en', '/de/blog', '/en/blog'],
  })
  console.log(JSON.stringify(report))
  expect(report.unknownPaths.statuses).toEqual({ 404: 10_000 })
  expect(report.queriedPages.statuses).toEqual({ 200: 2_000 })
  expect(report.diskGrowthMiB).toBeLessThan(10)
  expect(report.memoryGrowthMiB).toBeLessThan(100)
})
