import type { Payload, PayloadRequest, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseClaimedBefore } from '@/db/patches/atomicJobClaims'

import { startPayload, type TestPayload } from '../helpers/payload'

/**
 * src/db/patches/atomicJobClaims.ts: Payload's runner claims jobs by reading free ones and then
 * marking them, two steps another runner can interleave with, and `runByID` marks and runs a job
 * whatever its state. Without the patch, two runners claiming at once take the same jobs (each
 * one then runs twice), and `runByID` runs a job another runner is running. The release of
 * abandoned jobs reads them and then frees them, and would free a job another runner took between
 * the two steps.
 */
let started: TestPayload
let payload: Payload

beforeAll(async () => {
  started = await startPayload()
  payload = started.payload
})

afterAll(async () => started?.stop())

const queue = async (count: number) => {
  const ids: (number | string)[] = []
  for (let i = 0; i < count; i++)
    ids.push((await payload.jobs.queue({ task: 'formsRetention', input: {} })).id)
  return ids
}

/** The claim exactly as Payload's runner sends it (payload/dist/queues/utilities/updateJob.js). */
const runnerClaim = (limit: number) => {
  const free: Where = {
    and: [
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { processing: { equals: false } },
      { taskSlug: { equals: 'formsRetention' } },
    ],
  }
  return payload.db.updateJobs({
    data: { processing: true, updatedAt: new Date().toISOString() },
    where: free,
    limit,
    sort: 'createdAt',
    returning: true,
    req: {} as PayloadRequest,
  })
}

describe('atomic job claims', () => {
  it('the jobs config leaves Payload claiming through the adapter, where the patch sits', () => {
    // With runHooks or depth Payload claims through payload.update, which the patch does not see.
    expect(payload.config.jobs.runHooks).toBeFalsy()
    expect(payload.config.jobs.depth).toBeFalsy()
  })

  it('two runners claiming at once take disjoint jobs, together all of them', async () => {
    const ids = await queue(12)
    const [first, second] = await Promise.all([runnerClaim(12), runnerClaim(12)])
    const a = (first ?? []).map((job) => job.id)
    const b = (second ?? []).map((job) => job.id)
    expect(a.filter((id) => b.includes(id))).toEqual([])
    expect([...a, ...b].sort()).toEqual([...ids].sort())
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } } })
  })

  it('runByID leaves a job alone that another runner holds', async () => {
    const [id] = await queue(1)
    await payload.update({ collection: 'payload-jobs', id: id!, data: { processing: true } })
    await payload.jobs.runByID({ id: id! })
    const job = await payload.findByID({ collection: 'payload-jobs', id: id!, depth: 0 })
    expect(job.processing).toBe(true)
    expect(job.completedAt ?? null).toBeNull()
    expect(job.log ?? []).toEqual([])

    // Once free again, runByID runs it as Payload does.
    await payload.update({ collection: 'payload-jobs', id: id!, data: { processing: false } })
    await payload.jobs.runByID({ id: id! })
    const done = await payload.findByID({ collection: 'payload-jobs', id: id!, depth: 0 })
    expect(done.completedAt).toBeTruthy()
  })

  it('a job found abandoned but taken again before the release stays with its new runner', async () => {
    const [abandoned, retaken] = await queue(2)
    for (const id of [abandoned!, retaken!])
      await payload.db.updateJobs({ id, data: { processing: true } })
    const marked = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: [abandoned!, retaken!] } },
      depth: 0,
    })
    const lastClaim = marked.docs.map((job) => job.updatedAt).sort()[1]!
    // The lease ran out for both: the sweeper's cutoff lies after their claims.
    await expect.poll(() => new Date().toISOString() > lastClaim).toBe(true)
    const claimedBefore = new Date().toISOString()
    const found = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ processing: { equals: true } }, { updatedAt: { less_than: claimedBefore } }],
      },
      depth: 0,
    })
    expect(found.docs.map((job) => job.id).sort()).toEqual([abandoned!, retaken!].sort())

    // Between the look and the release, another sweeper frees `retaken` and a runner claims it.
    await payload.db.updateJobs({ id: retaken!, data: { processing: false } })
    const [claimed] = (await runnerClaim(1)) ?? []
    expect(claimed?.id).toBe(retaken)

    const released = await releaseClaimedBefore(payload, claimedBefore)
    expect(released).toEqual([abandoned])
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { id: { in: [abandoned!, retaken!] } },
      depth: 0,
    })
    const processing = Object.fromEntries(jobs.docs.map((job) => [job.id, job.processing]))
    expect(processing).toEqual({ [abandoned!]: false, [retaken!]: true })
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: [abandoned!, retaken!] } },
    })
  })
})
