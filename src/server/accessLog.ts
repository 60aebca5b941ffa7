import type { IncomingMessage, ServerResponse } from 'node:http'

import { appLogger, requestIdFrom, withRequestContext } from '@/observability/logger'
import { metrics } from '@/observability/metrics'
import { routeGroup, type RouteGroup } from '@/observability/routeGroup'

/** Health checks and files come often and say little: their access lines are at debug. */
const quietGroups = new Set<RouteGroup>(['health', 'static', 'next'])

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * Gives the request its id (a sane incoming X-Request-Id, else a new one: on the request for the
 * app, on the response for the client, on every log line written meanwhile), then counts and
 * times it by route group and writes one access line when its answer ends.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, serve: () => void): void {
  const started = process.hrtime.bigint()
  const requestId = requestIdFrom(req.headers['x-request-id'])
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  const group = routeGroup(req.url)
  const method = knownMethods.has(req.method ?? '') ? req.method! : 'OTHER'

  let done = false
  const finish = () => {
    if (done) return
    done = true
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    // A client that left before the answer ended: counted as nginx does, 499.
    const status = res.writableFinished ? res.statusCode : 499
    const { httpRequests, httpDuration } = metrics()
    httpRequests.inc({ group, method, status: String(status) })
    httpDuration.observe({ group }, seconds)
    const line = {
      requestId,
      method,
      group,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    }
    const logger = appLogger()
    if (quietGroups.has(group)) logger.debug(line, 'request')
    else logger.info(line, 'request')
  }
  res.once('finish', finish)
  res.once('close', finish)
  withRequestContext(requestId, serve)
}
