import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'

import { pino, stdSerializers, type DestinationStream, type Logger, type LoggerOptions } from 'pino'

import { maskEmails, maskEmailsDeep, redactedPaths } from './redact'
import { observabilitySettings } from './settings'

/** What every line written while a request is served carries. */
type RequestContext = { requestId: string }

/** Same reason as for the metrics registry: one logger and one request context per process. */
const loggerKey = Symbol.for('unbound.logger')
const contextKey = Symbol.for('unbound.requestContext')

const saneRequestId = /^[A-Za-z0-9._:-]{8,128}$/

/** The caller's X-Request-Id when it is a plausible id (a proxy's), else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header
  return value && saneRequestId.test(value) ? value : randomUUID()
}

type ErrorLike = {
  status?: unknown
  message?: unknown
  name?: unknown
  originalError?: ErrorLike
  extensions?: { statusCode?: unknown }
}

/**
 * The HTTP status an error stands for: an APIError's own, a GraphQL error's original error's. A
 * GraphQL error without one is the query's own fault (syntax, unknown field, limits): 400.
 */
function refusalStatus(error: ErrorLike): number | null {
  const own = error.originalError ? error.originalError.status : error.status
  if (typeof own === 'number') return own >= 400 && own < 500 ? own : null
  if (error.name === 'GraphQLError' && !error.originalError) return 400
  return null
}

/**
 * Payload logs every error it answers at `error` with its stack, refusals too (a wrong password,
 * a missing permission, a rate limit, a GraphQL call that is refused). Those are expected: they
 * are written as one line at `info` (`warn` for 429) with the error's name, status and message.
 */
function quietRefusal(args: unknown[]): { level: 'info' | 'warn'; line: object } | null {
  const [first] = args
  if (typeof first !== 'object' || first === null) return null
  const raw = (first as { err?: unknown }).err ?? first
  if (!(raw instanceof Error) && !(first as { err?: unknown }).err) return null
  const error = raw as ErrorLike
  const status = refusalStatus(error)
  if (status === null) return null
  const original = error.originalError ?? error
  return {
    level: status === 429 ? 'warn' : 'info',
    line: {
      refusal: {
        status,
        name:
          typeof original.name === 'string' && original.name.length > 1 ? original.name : undefined,
        message: typeof error.message === 'string' ? maskEmails(error.message) : undefined,
      },
    },
  }
}

/** The request context every logger of the process reads its request id from. */
function requestContext(): AsyncLocalStorage<RequestContext> {
  const global = globalThis as { [contextKey]?: AsyncLocalStorage<RequestContext> }
  return (global[contextKey] ??= new AsyncLocalStorage())
}

/**
 * A logger with the settings of the environment (LOG_LEVEL, LOG_FORMAT), writing to `destination`
 * (stdout by default; tests pass a stream of their own).
 */
export function buildLogger(destination?: DestinationStream): Logger {
  const settings = observabilitySettings()
  const context = requestContext()
  const options: LoggerOptions = {
    name: 'unbound',
    level: settings.logLevel,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // A job's lines name their job: the runner may have been set going inside a request, whose
    // id would otherwise follow every job it runs.
    mixin: (line: object) => {
      const requestId = context.getStore()?.requestId
      return requestId && !('job' in line || 'taskSlug' in line) ? { requestId } : {}
    },
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => maskEmailsDeep(object) as Record<string, unknown>,
    },
    serializers: {
      err: (error: Error) => maskEmailsDeep(stdSerializers.err(error)),
    },
    hooks: {
      logMethod(args, method, level) {
        // Errors only: a refusal is rewritten once, at the level it is then logged at.
        if (level >= 50) {
          const refusal = quietRefusal(args)
          if (refusal) return this[refusal.level](refusal.line, 'Request refused')
        }
        const masked = args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg))
        return method.apply(this, masked as Parameters<typeof method>)
      },
    },
  }
  if (destination) return pino(options, destination)
  if (settings.logFormat === 'pretty') {
    // Loaded only here: production writes JSON, and the server starts without the package.
    const load = createRequire(path.join(process.cwd(), 'package.json'))
    const { build: prettyStream } = load('pino-pretty') as typeof import('pino-pretty')
    return pino(
      options,
      prettyStream({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
    )
  }
  return pino(options)
}

/** The process's logger: Payload's (payload.config.ts `logger`) and the server's access lines. */
export function appLogger(): Logger {
  const global = globalThis as { [loggerKey]?: Logger }
  return (global[loggerKey] ??= buildLogger())
}

/** Runs `serve` with `requestId` on every line logged while it (and what it awaits) runs. */
export function withRequestContext<T>(requestId: string, serve: () => T): T {
  return requestContext().run({ requestId }, serve)
}
