import { getPayload } from 'payload'

import { checkReadiness } from '@/infra/readiness'
import { sharedRedis } from '@/infra/redis'
import config from '@payload-config'

/**
 * Readiness for load balancers: 200 when the database (migrated) and S3 (when configured) answer;
 * with Redis down still 200, with the outage named in the body (`status: degraded`).
 */
export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

export async function GET(): Promise<Response> {
  let payload
  try {
    payload = await getPayload({ config })
  } catch {
    return Response.json(
      { status: 'unavailable', reason: 'not initialised' },
      { status: 503, headers: noStore },
    )
  }
  const readiness = await checkReadiness(payload, sharedRedis())
  if (!readiness.ready)
    return Response.json(
      { status: 'unavailable', reason: readiness.reason },
      { status: 503, headers: noStore },
    )
  if (readiness.degraded)
    return Response.json({ status: 'degraded', degraded: readiness.degraded }, { headers: noStore })
  return Response.json({ status: 'ok' }, { headers: noStore })
}
