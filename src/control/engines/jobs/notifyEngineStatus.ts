import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import { mailRetries } from '@/email/retries'
import type { Locale } from '@/i18n/locales'
import { markOnce, release } from '@/locks'
import type { EngineInstance } from '@/payload-types'
import { relationId, toId } from '@/utilities/ids'

export const notifyEngineStatusSlug = 'notifyEngineStatus' as const

/** The statuses the organisation is told about. */
export const notifiedStatuses = ['running', 'failed', 'deleted'] as const
export type NotifiedStatus = (typeof notifiedStatuses)[number]

export type EngineStatusInput = {
  /** The instance's id; not `instance`, so that `input.instance` finds only provisioning jobs. */
  engineInstance: string
  status: NotifiedStatus
  /** The status the instance had before: `provisioning` means its launch ended. */
  from: string
  /** The write that moved the instance (its updatedAt): one e-mail per transition and recipient. */
  transition: string
}

/** A marker outlives every retry of the job by far; the retention task removes it afterwards. */
const keepMarkerMs = 30 * 24 * 60 * 60 * 1000

/** Queues the e-mails of one status transition, in the request that stored it. */
export async function queueEngineStatusEmail(
  payload: Payload,
  input: EngineStatusInput,
  req?: PayloadRequest,
) {
  await payload.jobs.queue({ task: notifyEngineStatusSlug, input, req })
}

/** Who hears about an organisation's engines: its owner and its admins. */
async function recipients(payload: Payload, organisation: EngineInstance['organisation']) {
  const org = await payload.findByID({
    collection: 'organisations',
    id: relationId(organisation),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!org) return []
  const ids = [
    relationId(org.owner),
    ...(org.members ?? [])
      .filter((member) => member.role === 'admin')
      .map((member) => relationId(member.customer)),
  ]
  const { docs } = await payload.find({
    collection: 'customers',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    overrideAccess: true,
  })
  // A closed account (deleted by its owner) has no address to write to.
  return docs.filter((customer) => !customer.closedAt)
}

function render(instance: EngineInstance, input: EngineStatusInput, locale: Locale) {
  const engine = { shopName: instance.shopName, instanceId: instance.instanceId ?? '' }
  if (input.status === 'running') return renderEmail('engineRunning', locale, engine)
  if (input.status === 'deleted') return renderEmail('engineDeleted', locale, engine)
  const failedTask = instance.tasks?.findLast((task) => task.state === 'failed')
  return renderEmail('engineFailed', locale, {
    ...engine,
    duringLaunch: input.from === 'provisioning',
    step: failedTask?.step ?? null,
    message: instance.failureMessage ?? null,
  })
}

/**
 * Tells the organisation's owner and admins, each in their language, that an engine is running,
 * has failed (with the failed step in plain words and the back end's message) or is deleted. Each
 * recipient's e-mail is
 * sent once per transition: a marker keyed by instance, status, transition and recipient is taken
 * before sending and given back if the mail server refuses, so a retry sends only what is missing.
 */
export const notifyEngineStatusTask: TaskConfig<{
  input: EngineStatusInput
  output: { sent: number }
}> = {
  slug: notifyEngineStatusSlug,
  label: 'Engine status e-mail',
  inputSchema: [
    { name: 'engineInstance', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: [...notifiedStatuses] },
    { name: 'from', type: 'text', required: true },
    { name: 'transition', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'number' }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const instance = await payload.findByID({
      collection: 'engine-instances',
      id: toId(input.engineInstance),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!instance) return { output: { sent: 0 } }
    let sent = 0
    for (const customer of await recipients(payload, instance.organisation)) {
      const key = `mail:engine:${instance.id}:${input.status}:${input.transition}:${customer.id}`
      if (!(await markOnce(payload, key, new Date(Date.now() + keepMarkerMs)))) continue
      try {
        const mail = await render(instance, input, localeOf(customer.locale))
        await payload.sendEmail({ to: customer.email, ...mail })
      } catch (error) {
        await release(payload, key)
        throw error
      }
      sent++
    }
    return { output: { sent } }
  },
}
