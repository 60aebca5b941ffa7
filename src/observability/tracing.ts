/**
 * Spans of the app's own work (GraphQL operations, database calls, queued and running jobs) and
 * the trace context of outgoing requests. Tracing is off unless OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: then src/instrumentation.ts starts the SDK (tracingSdk.ts), which hands the OpenTelemetry
 * API over here. Until then every helper only calls through, and this module loads nothing of
 * OpenTelemetry (its imports are types).
 *
 * The API is kept in a process-wide registry under a `Symbol.for` key on `globalThis`: the
 * instrumentation hook, Next's route bundles and the Payload config they load are separate
 * module graphs in one process (as in src/cache/frontCacheChannel.ts).
 */
import type * as OpenTelemetry from '@opentelemetry/api'
import type { Attributes, SpanKind } from '@opentelemetry/api'

type Api = typeof OpenTelemetry

const apiKey = Symbol.for('unbound.tracing.api')
const registry = globalThis as { [apiKey]?: Api }

/** Called once by tracingSdk.ts, after the SDK is registered. */
export function provideTracingApi(api: Api): void {
  registry[apiKey] = api
}

/** The OpenTelemetry API when tracing is on in this process; undefined while it is off. */
export const tracingApi = (): Api | undefined => registry[apiKey]

export type SpanSpec = {
  name: string
  /** SpanKind's name: `client` for a call out (database, queue), `consumer` for a job's run. */
  kind?: keyof typeof kinds
  attributes?: Attributes
}

const kinds = { internal: 0, server: 1, client: 2, producer: 3, consumer: 4 } satisfies Record<
  string,
  SpanKind
>

/** The W3C trace context headers (`traceparent`, `tracestate`) of the active span; none without one. */
export function traceHeaders(): Record<string, string> {
  const api = tracingApi()
  const headers: Record<string, string> = {}
  if (api?.trace.getActiveSpan()) api.propagation.inject(api.context.active(), headers)
  return headers
}

/**
 * Runs `run` in a span when tracing is on. By default the span is made only within a trace
 * already in progress (a request's, a job's): work outside one, such as the job runner's polling
 * of the queue, makes no trace of its own. `parent`: the `traceparent` of a trace to continue
 * instead (a job queued by a request); `root`: start a trace when there is none.
 */
export function inSpan<T>(
  spec: SpanSpec,
  run: () => Promise<T>,
  { parent, root = false }: { parent?: string; root?: boolean } = {},
): Promise<T> {
  const api = tracingApi()
  if (!api) return run()
  const within = parent
    ? api.propagation.extract(api.ROOT_CONTEXT, { traceparent: parent })
    : api.context.active()
  if (!root && !api.trace.getSpan(within)) return run()
  const options = { kind: kinds[spec.kind ?? 'internal'], attributes: spec.attributes }
  return api.trace
    .getTracer('unbound')
    .startActiveSpan(spec.name, options, within, async (span) => {
      try {
        return await run()
      } catch (error) {
        span.recordException(error as Error)
        span.setStatus({ code: api.SpanStatusCode.ERROR, message: (error as Error).message })
        throw error
      } finally {
        span.end()
      }
    })
}
