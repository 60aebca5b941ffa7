import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/config/databaseKind'
import { markOnce } from '@/locks'
import { seedMarkers } from '@/seed/markers'
import { databaseIsCurrent } from '@/server/databaseState'

import { startPayload, type TestPayload } from '../helpers/payload'

let running: TestPayload
let payload: Payload
const isCurrent = () => databaseIsCurrent(databaseKind(running.databaseUri), running.databaseUri)
let childrenAtStart: string[] = []

/** The command lines of this process's child processes, from /proc. */
const childCommands = () =>
  readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))

beforeAll(async () => {
  running = await startPayload()
  payload = running.payload
  childrenAtStart = childCommands()
})

afterAll(async () => running?.stop())

describe('the start-up check that lets npm start skip booting Payload', () => {
  it('says no for a migrated database without content (it must be seeded)', async () => {
    expect(await isCurrent()).toBe(false)
  })

  it('says yes once every migration is applied and there is content', async () => {
    await payload.create({
      collection: 'pages',
      data: { title: 'Start', slug: 'start', _status: 'published' },
    })
    expect(await isCurrent()).toBe(true)
  })

  it('says no while a seed that began has not ended (the start completes it), yes once it has', async () => {
    const forever = new Date('9999-12-31T00:00:00.000Z')
    await markOnce(payload, seedMarkers.started, forever)
    expect(await isCurrent()).toBe(false)
    await markOnce(payload, seedMarkers.complete, forever)
    expect(await isCurrent()).toBe(true)
  })

  it('says no when a migration is missing (a new release brings one)', async () => {
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      sort: '-name',
      limit: 1,
      overrideAccess: true,
    })
    await payload.delete({ collection: 'payload-migrations', id: docs[0].id, overrideAccess: true })
    expect(await isCurrent()).toBe(false)
  })

  it('says no when the database cannot be read', async () => {
    expect(await databaseIsCurrent('postgres', 'postgres://nobody:x@127.0.0.1:1/none')).toBe(false)
  })
})

describe('a start outside production', () => {
  it('starts no `payload generate:types` (it would rewrite src/payload-types.ts, whose time tells a build stale)', () => {
    expect(childrenAtStart.filter((command) => command.includes('generate:types'))).toEqual([])
  })
})
