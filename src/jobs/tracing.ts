import type { Payload } from 'payload'

import { inSpan, traceHeaders, tracingApi } from '@/observability/tracing'

/**
 * Where a job queued within a trace keeps the trace's context: in its input, under this key, so
 * that its run continues the trace of the request (or job) that queued it. Only with tracing on.
 */
const contextKey = 'traceparent'

type Queue = Payload['jobs']['queue']
type QueueArgs = { task?: string; workflow?: string; input?: unknown }

/**
 * With tracing on, each job queued within a trace is a span `queue <task>`, and the job keeps that
 * span's context for its run (tracedTask). Called once per Payload instance (payload.config.ts
 * `onInit`); with tracing off it leaves the queue as it is.
 */
export function traceJobQueue(payload: Payload): void {
  if (!tracingApi()) return
  const queue = payload.jobs.queue.bind(payload.jobs) as (args: QueueArgs) => ReturnType<Queue>
  payload.jobs.queue = ((args: QueueArgs) => {
    const task = args.task ?? args.workflow ?? 'job'
    return inSpan(
      { name: `queue ${task}`, kind: 'producer', attributes: { 'job.task': task } },
      async () => {
        const { traceparent } = traceHeaders()
        const input = traceparent
          ? { ...(args.input as object), [contextKey]: traceparent }
          : args.input
        return queue({ ...args, input })
      },
    )
  }) as Queue
}

type Handler = (args: {
  input?: Record<string, unknown>
  job?: { id?: number | string }
}) => Promise<unknown>

/**
 * A task whose every run is a span `run <task>` when tracing is on: a child of the span that
 * queued the job when it was queued within a trace, else the start of a trace of its own.
 */
export function tracedTask<T extends { slug: string; handler: unknown }>(task: T): T {
  if (typeof task.handler !== 'function') return task
  const handler = task.handler as Handler
  const traced: Handler = (args) => {
    const parent = args.input?.[contextKey]
    const attributes = { 'job.task': task.slug, 'job.id': String(args.job?.id ?? '') }
    return inSpan({ name: `run ${task.slug}`, kind: 'consumer', attributes }, () => handler(args), {
      parent: typeof parent === 'string' ? parent : undefined,
      root: true,
    })
  }
  return { ...task, handler: traced }
}
