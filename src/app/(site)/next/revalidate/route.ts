import { verifiedRevalidation } from '@/cache/forward'
import { applyRevalidation } from '@/cache/revalidate'
import { env } from '@/config/env'
import { signatureHeader, timestampHeader } from '@/security/signature'

const maxBodyBytes = 64 * 1024

/**
 * Revalidation asked for by the job runner or a worker (src/cache/forward.ts): signed with
 * PAYLOAD_SECRET and at most a few minutes old, else 403.
 */
export async function POST(request: Request) {
  if (Number(request.headers.get('content-length') ?? 0) > maxBodyBytes)
    return new Response('Too large', { status: 413 })
  const body = await request.text()
  if (body.length > maxBodyBytes) return new Response('Too large', { status: 413 })
  const revalidation = verifiedRevalidation(
    body,
    {
      timestamp: request.headers.get(timestampHeader),
      signature: request.headers.get(signatureHeader),
    },
    env().PAYLOAD_SECRET,
  )
  if (!revalidation) return new Response('Forbidden', { status: 403 })
  applyRevalidation(revalidation)
  return new Response(null, { status: 204 })
}
