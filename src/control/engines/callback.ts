import type { Endpoint, PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { markOnce, release } from '@/locks'
import type { EngineInstance } from '@/payload-types'
import {
  maxSkewSeconds,
  signatureHeader,
  standardHeaders,
  standardToleranceSeconds,
  timestampHeader,
  verifySignature,
  verifyStandardWebhook,
} from '@/security/signature'
import { withoutRowIds } from '@/utilities/ids'

import { callbackMayMove, takesCallbacks } from './instanceStatus'
import { resumeRequested } from './provisioners'
import {
  instanceStatuses,
  provisioningSteps,
  serviceKeys as serviceKeyList,
  serviceStates as serviceStateList,
  taskStates as taskStateList,
} from './states'

type Task = NonNullable<EngineInstance['tasks']>[number]
type Service = NonNullable<EngineInstance['services']>[number]

const statuses = new Set<string>(instanceStatuses)
const steps = new Set<string>(provisioningSteps)
const taskStates = new Set<string>(taskStateList)
const serviceKeys = new Set<string>(serviceKeyList)
const serviceStates = new Set<string>(serviceStateList)

export type CallbackBody = {
  /** Unique per callback (e.g. a UUID); a callback id is accepted once. */
  id: string
  /** Increases with every callback for the instance; an older or equal one is refused. */
  sequence: number
  instanceId: string
  status?: EngineInstance['status']
  message?: string
  tasks?: {
    step: string
    state: string
    message?: string
    startedAt?: string
    finishedAt?: string
  }[]
  services?: { service: string; state: string; url?: string }[]
}

const json = (status: number, body: object) => Response.json(body, { status })
const callbackIdPattern = /^[A-Za-z0-9._:-]{8,100}$/
/** Callback ids are kept for three times the signature's freshness window; older callbacks fail the signature check. */
const keepCallbackIdsMs = 3 * maxSkewSeconds * 1000

const isUniqueViolation = (error: unknown) =>
  /unique|callbackId/i.test(
    `${(error as Error).message} ${JSON.stringify((error as { data?: unknown }).data ?? '')}`,
  )

type Signed = { ok: true; seenKey?: string } | { ok: false; error: string }

/**
 * Standard Webhooks when any of its headers is there (never falling back to the old scheme), else
 * the old scheme, accepted until release 2.0. A webhook-id is taken once: the marker lasts while
 * the message still verifies and lives in the database, so a replay to another server is refused too.
 */
async function checkSignature(req: PayloadRequest, raw: string): Promise<Signed> {
  const secret = env().HOSTING_WEBHOOK_SECRET
  const standard = {
    id: req.headers.get(standardHeaders.id),
    timestamp: req.headers.get(standardHeaders.timestamp),
    signature: req.headers.get(standardHeaders.signature),
  }
  if (standard.id || standard.timestamp || standard.signature) {
    const check = verifyStandardWebhook(raw, standard, secret)
    if (!check.ok) return { ok: false, error: `signature ${check.reason}` }
    const seenKey = `webhook-id:${check.id}`
    const verifiesUntil = new Date((check.timestamp + standardToleranceSeconds) * 1000)
    if (!(await markOnce(req.payload, seenKey, verifiesUntil)))
      return { ok: false, error: 'webhook-id already received' }
    return { ok: true, seenKey }
  }
  const check = verifySignature(
    raw,
    { timestamp: req.headers.get(timestampHeader), signature: req.headers.get(signatureHeader) },
    secret,
  )
  if (!check.ok) return { ok: false, error: `signature ${check.reason}` }
  req.payload.logger.warn(
    'A provisioning callback signed the old way (X-Unbound-Signature), which release 2.0 refuses: the hosting back end should sign the Standard Webhooks way (docs/control-area.md).',
  )
  return { ok: true }
}

/**
 * Status callbacks of the hosting back end (PROVISIONER=webhook):
 * POST /api/engine-instances/provisioning-callback, signed the Standard Webhooks way
 * (webhook-id, webhook-timestamp, webhook-signature) or, until release 2.0, like the old outgoing
 * request (X-Unbound-Timestamp, X-Unbound-Signature). Unsigned, wrongly signed or stale (> 5 min)
 * callbacks and a webhook-id received before are refused with 401; a callback for a failed or
 * deleted instance, a replayed callback id, an outdated sequence or a status moving backwards
 * (instanceStatus.ts) with 409. A refused callback changes nothing.
 */
export async function handleProvisioningCallback(req: PayloadRequest): Promise<Response> {
  const raw = req.text ? await req.text() : ''
  const signed = await checkSignature(req, raw)
  if (!signed.ok) return json(401, { error: signed.error })
  try {
    return await applyCallback(req, raw)
  } catch (error) {
    // Our failure, not the back end's: its resend carries the same webhook-id and must get through.
    if (signed.seenKey) await release(req.payload, signed.seenKey)
    throw error
  }
}

async function applyCallback(req: PayloadRequest, raw: string): Promise<Response> {
  let body: CallbackBody
  try {
    body = JSON.parse(raw) as CallbackBody
  } catch {
    return json(400, { error: 'invalid JSON' })
  }
  if (typeof body?.instanceId !== 'string' || !body.instanceId)
    return json(400, { error: 'instanceId missing' })
  if (typeof body.id !== 'string' || !callbackIdPattern.test(body.id))
    return json(400, { error: 'callback id missing or invalid' })
  if (!Number.isSafeInteger(body.sequence) || body.sequence < 1)
    return json(400, { error: 'sequence missing or invalid' })
  if (body.status && !statuses.has(body.status)) return json(400, { error: 'unknown status' })

  const { docs } = await req.payload.find({
    collection: 'engine-instances',
    where: { instanceId: { equals: body.instanceId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const instance = docs[0]
  if (!instance) return json(404, { error: 'unknown instance' })
  const current = instance.status ?? 'provisioning'
  if (!takesCallbacks(current))
    return json(409, { error: `instance is ${current}: callbacks are refused` })

  const seen = await req.payload.count({
    collection: 'provisioning-callbacks',
    where: { callbackId: { equals: body.id } },
    overrideAccess: true,
  })
  if (seen.totalDocs) return json(409, { error: 'callback already received' })
  if (body.sequence <= (instance.callbackSequence ?? 0))
    return json(409, { error: 'outdated sequence', lastSequence: instance.callbackSequence ?? 0 })
  if (
    body.status &&
    !callbackMayMove(current, body.status, { resumeRequested: resumeRequested(instance) })
  )
    return json(409, { error: `status cannot move from ${current} to ${body.status}` })

  const tasks: Task[] = withoutRowIds(instance.tasks)
  for (const update of body.tasks ?? []) {
    if (!steps.has(update.step) || !taskStates.has(update.state))
      return json(400, { error: 'invalid task' })
    const entry = tasks.find((task) => task.step === update.step)
    const next = {
      step: update.step as Task['step'],
      state: update.state as Task['state'],
      message: update.message?.slice(0, 500) ?? null,
      startedAt: update.startedAt ?? entry?.startedAt ?? new Date().toISOString(),
      finishedAt:
        update.state === 'done' || update.state === 'failed'
          ? (update.finishedAt ?? new Date().toISOString())
          : null,
    }
    if (entry) Object.assign(entry, next)
    else tasks.push(next)
  }
  const services: Service[] = withoutRowIds(instance.services)
  for (const update of body.services ?? []) {
    if (!serviceKeys.has(update.service) || !serviceStates.has(update.state))
      return json(400, { error: 'invalid service' })
    const entry = services.find((service) => service.service === update.service)
    if (entry) {
      entry.state = update.state as Service['state']
      if (update.url) entry.url = update.url
    } else {
      services.push({
        service: update.service as Service['service'],
        state: update.state as Service['state'],
        url: update.url ?? null,
      })
    }
  }

  try {
    await req.payload.create({
      collection: 'provisioning-callbacks',
      data: { callbackId: body.id, instanceId: body.instanceId, sequence: body.sequence },
      overrideAccess: true,
      depth: 0,
    })
  } catch (error) {
    // The same callback arriving twice at once: the unique index lets one through.
    if (isUniqueViolation(error)) return json(409, { error: 'callback already received' })
    throw error
  }

  await req.payload.update({
    collection: 'engine-instances',
    id: instance.id,
    data: {
      callbackSequence: body.sequence,
      tasks,
      services,
      ...(body.status ? { status: body.status } : {}),
      ...(body.status === 'failed'
        ? { failureMessage: body.message?.slice(0, 500) || 'Provisioning failed' }
        : {}),
    },
    overrideAccess: true,
    depth: 0,
  })
  await req.payload.delete({
    collection: 'provisioning-callbacks',
    where: { createdAt: { less_than: new Date(Date.now() - keepCallbackIdsMs).toISOString() } },
    overrideAccess: true,
  })
  return json(200, { ok: true })
}

export const provisioningCallbackEndpoint: Endpoint = {
  path: '/provisioning-callback',
  method: 'post',
  handler: handleProvisioningCallback,
}
