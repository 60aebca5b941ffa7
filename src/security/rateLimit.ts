/**
 * A small in-memory fixed-window rate limiter, shared by the forms (submission, captcha,
 * newsletter) and the control area (log-in, sign-up, password reset).
 *
 * Every limit is multiplied by RATE_LIMIT_MULTIPLIER (default 1), so tests and load checks can
 * raise it without code changes. State lives in the process: with several app servers, each one
 * limits on its own (documented in docs/forms.md).
 */
export type RateLimitOptions = {
  /** What is limited, e.g. `form:contact:203.0.113.7` or `login:${ip}`. */
  key: string
  /** Requests allowed per window before the multiplier. */
  limit: number
  windowMs: number
}

export type RateLimitResult = {
  ok: boolean
  limit: number
  remaining: number
  /** Milliseconds until the window resets. */
  retryAfterMs: number
}

type Bucket = { count: number; resetAt: number }

const buckets = new Map<string, Bucket>()
let lastSweep = 0

export function rateLimitMultiplier(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RATE_LIMIT_MULTIPLIER)
  return Number.isFinite(value) && value > 0 ? value : 1
}

function sweep(now: number) {
  if (now - lastSweep < 60_000 && buckets.size < 50_000) return
  lastSweep = now
  for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key)
}

/** Counts one request against `key`; `ok` is false once the (multiplied) limit is used up. */
export function rateLimit({ key, limit, windowMs }: RateLimitOptions): RateLimitResult {
  const now = Date.now()
  sweep(now)
  const effective = Math.max(1, Math.floor(limit * rateLimitMultiplier()))
  let bucket = buckets.get(key)
  if (!bucket || bucket.resetAt <= now) {
    bucket = { count: 0, resetAt: now + windowMs }
    buckets.set(key, bucket)
  }
  bucket.count += 1
  const ok = bucket.count <= effective
  return { ok, limit: effective, remaining: Math.max(0, effective - bucket.count), retryAfterMs: Math.max(0, bucket.resetAt - now) }
}

/** Forgets every counter (tests). */
export function resetRateLimits(prefix?: string): void {
  if (!prefix) return buckets.clear()
  for (const key of buckets.keys()) if (key.startsWith(prefix)) buckets.delete(key)
}

/**
 * The client's address for rate limiting. Next.js fills X-Forwarded-For with the socket address
 * when the request has none; a reverse proxy appends the address it saw. The entry added by the
 * nearest trusted proxy is the one a client cannot forge, so by default the last entry is used;
 * TRUSTED_PROXY_HOPS=n picks the n-th entry from the end (behind n chained proxies).
 */
export function clientAddress(headers: Headers | undefined | null, env: Record<string, string | undefined> = process.env): string {
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const hops = Math.max(1, Number(env.TRUSTED_PROXY_HOPS) || 1)
  const forwarded = entries[Math.max(0, entries.length - hops)]
  return forwarded || headers?.get('x-real-ip')?.trim() || 'unknown'
}
