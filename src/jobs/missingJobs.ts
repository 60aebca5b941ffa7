import type { Payload, Where } from 'payload'

import { closeAccountSlug, queueCloseAccount } from '@/control/account'
import { provisionTaskSlug, teardownTaskSlug } from '@/control/engines'

/** A record's own request queues its job right after storing it; younger records are left alone. */
const graceMs = 60 * 1000
/** Older records are not looked at again (the sweep stays a small, bounded query). */
const lookBackMs = 7 * 24 * 60 * 60 * 1000
const batch = 100

const createdWithinWindow = (): Where[] => [
  { createdAt: { less_than: new Date(Date.now() - graceMs).toISOString() } },
  { createdAt: { greater_than: new Date(Date.now() - lookBackMs).toISOString() } },
]

async function hasJob(payload: Payload, task: string, inputKey: string, id: string | number) {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: task } }, { [`input.${inputKey}`]: { equals: String(id) } }],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * A record and its job are written one after the other (SQLite runs without transactions): a
 * process that dies in between leaves a stored submission that never reaches staff, or an
 * instance that stays "provisioning". Queues the job each of them is missing; returns how many.
 */
export async function queueMissingJobs(payload: Payload): Promise<number> {
  let queued = 0
  const submissions = await payload.find({
    collection: 'form-submissions',
    where: {
      and: [
        { status: { not_equals: 'spam' } },
        { 'notifications.staffNotifiedAt': { exists: false } },
        ...createdWithinWindow(),
      ],
    },
    limit: batch,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const { id } of submissions.docs) {
    if (await hasJob(payload, 'notifySubmission', 'submissionId', id)) continue
    await payload.jobs.queue({ task: 'notifySubmission', input: { submissionId: String(id) } })
    queued++
  }

  const instances = await payload.find({
    collection: 'engine-instances',
    where: { and: [{ status: { equals: 'provisioning' } }, ...createdWithinWindow()] },
    limit: batch,
    pagination: false,
    depth: 0,
    select: { launchRetries: true },
    overrideAccess: true,
  })
  for (const { id, launchRetries } of instances.docs) {
    if (await hasJob(payload, provisionTaskSlug, 'instance', id)) continue
    await payload.jobs.queue({
      task: provisionTaskSlug,
      input: { instance: String(id), launch: launchRetries ?? 0 },
    })
    queued++
  }

  // Deletions start long after the launch: they are looked for by their last change.
  const deleting = await payload.find({
    collection: 'engine-instances',
    where: {
      and: [
        { status: { equals: 'deleting' } },
        { updatedAt: { less_than: new Date(Date.now() - graceMs).toISOString() } },
        { updatedAt: { greater_than: new Date(Date.now() - lookBackMs).toISOString() } },
      ],
    },
    limit: batch,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const { id } of deleting.docs) {
    if (await hasJob(payload, teardownTaskSlug, 'instance', id)) continue
    await payload.jobs.queue({ task: teardownTaskSlug, input: { instance: String(id) } })
    queued++
  }

  // An account closed by its owner is removed by closeAccount, queued when it was closed.
  const closed = await payload.find({
    collection: 'customers',
    where: {
      and: [
        { closedAt: { less_than: new Date(Date.now() - graceMs).toISOString() } },
        { closedAt: { greater_than: new Date(Date.now() - lookBackMs).toISOString() } },
      ],
    },
    limit: batch,
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  for (const { id } of closed.docs) {
    if (await hasJob(payload, closeAccountSlug, 'customer', id)) continue
    await queueCloseAccount(payload, String(id))
    queued++
  }

  if (queued)
    payload.logger.warn({ queued, msg: 'Queued jobs missing for stored submissions or instances' })
  return queued
}
