/**
 * Preloaded into a server (NODE_OPTIONS=--import …) by tests/integration/observability-tracing:
 * when the process exits it writes to LOADED_MODULES_FILE which modules it compiled that hold
 * OpenTelemetry's SDK (the bundled @vercel/otel with its span processor, or the module hooks its
 * instrumentations load from node_modules), and whether a tracer provider was registered.
 */
import { writeFileSync } from 'node:fs'
import Module from 'node:module'

const sdk = []
const compile = Module.prototype._compile
Module.prototype._compile = function (content, filename) {
  if (
    /node_modules\/(require-in-the-middle|import-in-the-middle|@vercel\/otel)\//.test(filename) ||
    content.includes('BatchSpanProcessor')
  )
    sdk.push(filename)
  return compile.call(this, content, filename)
}

process.on('exit', () => {
  const api = globalThis[Symbol.for('opentelemetry.js.api.1')]
  writeFileSync(
    process.env.LOADED_MODULES_FILE,
    JSON.stringify({ sdk, tracerProvider: Boolean(api?.trace) }),
  )
})
