/**
 * Starts OpenTelemetry in this process; src/instrumentation.ts imports this module only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. @vercel/otel registers the tracer provider, the W3C trace
 * context propagator and the export of spans over OTLP/HTTP, configured by the standard OTEL_*
 * variables (OTEL_EXPORTER_OTLP_PROTOCOL: `http/protobuf` by default, or `http/json`;
 * OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER …). Once a provider is registered, Next's
 * built-in tracer adds its spans: the request, the page's render, the route handler.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

import * as api from '@opentelemetry/api'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { registerOTel } from '@vercel/otel'

import { databaseKind } from '@/config/databaseKind'
import { env } from '@/config/env'

import { provideTracingApi } from './tracing'

export function startTracing(): void {
  const { DATABASE_URI, OTEL_SERVICE_NAME } = env()
  const postgres = databaseKind(DATABASE_URI) === 'postgres'
  registerOTel({
    serviceName: OTEL_SERVICE_NAME,
    // @vercel/otel marks every process as running on Vercel; this one does not.
    attributes: { 'cloud.provider': undefined, 'vercel.runtime': undefined },
    instrumentations: [
      'fetch',
      // Statements outside a trace (the job runner polling the queue) make no trace of their own.
      ...(postgres ? [new PgInstrumentation({ requireParentSpan: true })] : []),
    ],
  })
  if (postgres) {
    // The instrumentation patches pg when Node's require loads it. The server's start-up checks
    // loaded it before this, and Next's bundles import it as an ES module, which require does not
    // see: one require now patches the client and pool every later user gets.
    const load = createRequire(path.join(process.cwd(), 'package.json'))
    createRequire(load.resolve('pg'))('pg-pool')
    load('pg')
  }
  provideTracingApi(api)
}
