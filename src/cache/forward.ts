/**
 * Revalidation requested over HTTP. Next's revalidatePath works only inside a Next request; the
 * job runner (scheduled publishing) and workers run outside one, so they POST what to refresh to
 * the site's /next/revalidate, signed with PAYLOAD_SECRET (src/security/signature.ts: a request
 * more than five minutes old is refused, so none can be replayed later).
 */
import { env } from '@/config/env'
import { siteUrl } from '@/routing/siteUrl'
import { signPayload, verifySignature } from '@/security/signature'

/** Paths to refresh and cache tags to expire (src/cache/tags.ts). */
export type Revalidation = {
  paths: string[]
  tags?: string[]
  reason: string
}

const revalidateRoute = '/next/revalidate'
const maxPaths = 200
const maxTags = 200
const tagPattern = /^[\w.:-]{1,200}$/

/** Base URL of the site that revalidates: REVALIDATE_URL, else the public site; 'off' turns it off. */
function revalidateBase(): string | null {
  const configured = env().REVALIDATE_URL
  if (configured === 'off') return null
  return (configured || siteUrl()).replace(/\/+$/, '')
}

type Forwarded = { ok: true; url: string } | { ok: false; reason: string }

export async function forwardRevalidation(revalidation: Revalidation): Promise<Forwarded> {
  const base = revalidateBase()
  const secret = env().PAYLOAD_SECRET
  if (!base) return { ok: false, reason: 'REVALIDATE_URL=off' }
  if (!secret) return { ok: false, reason: 'no PAYLOAD_SECRET to sign with' }
  const url = `${base}${revalidateRoute}`
  const body = JSON.stringify(revalidation)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...signPayload(body, secret) },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    return response.ok
      ? { ok: true, url }
      : { ok: false, reason: `${url} answered ${response.status}` }
  } catch (error) {
    return { ok: false, reason: `${url}: ${(error as Error).message}` }
  }
}

/** The revalidation a signed, recent request body asks for; null when anything is off. */
export function verifiedRevalidation(
  body: string,
  signed: { timestamp?: string | null; signature?: string | null },
  secret: string | undefined,
  now?: number,
): Revalidation | null {
  if (!verifySignature(body, signed, secret, now).ok) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  const { paths, tags, reason } = (parsed ?? {}) as Record<string, unknown>
  if (!Array.isArray(paths) || paths.length > maxPaths) return null
  if (!paths.every((path) => typeof path === 'string' && /^\/[^\s]*$/.test(path))) return null
  if (tags !== undefined) {
    if (!Array.isArray(tags) || tags.length > maxTags) return null
    if (!tags.every((tag) => typeof tag === 'string' && tagPattern.test(tag))) return null
  }
  return {
    paths,
    ...(tags ? { tags } : {}),
    reason: typeof reason === 'string' ? reason : '',
  }
}
