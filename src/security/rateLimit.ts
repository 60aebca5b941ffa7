import ipaddr from 'ipaddr.js'

/**
 * A small in-memory fixed-window rate limiter, shared by the forms (submission, captcha,
 * newsletter) and the control area (log-in, sign-up, password reset) and the staff log-in.
 *
 * Every limit is multiplied by RATE_LIMIT_MULTIPLIER (default 1), so tests and load checks can
 * raise it without code changes. State lives in the process: with several app servers, each one
 * limits on its own (documented in docs/forms.md). Memory is bounded: at most `maxKeys` counters
 * are kept; expired ones go first, then the oldest.
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

/** Upper bound of counters held in memory (about 150 bytes each). */
export const maxKeys = 100_000

/** Insertion order is creation order, so the first entries are the oldest windows. */
const buckets = new Map<string, Bucket>()

export function rateLimitMultiplier(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.RATE_LIMIT_MULTIPLIER)
  return Number.isFinite(value) && value > 0 ? value : 1
}

let lastSweep = 0

/** At the cap: expired counters go (at most one full sweep per second), then the oldest. */
function makeRoom(now: number) {
  if (buckets.size < maxKeys) return
  if (now - lastSweep >= 1000) {
    lastSweep = now
    for (const [key, bucket] of buckets) if (bucket.resetAt <= now) buckets.delete(key)
  }
  for (const key of buckets.keys()) {
    if (buckets.size < maxKeys) break
    buckets.delete(key)
  }
}

/** Counts one request against `key`; `ok` is false once the (multiplied) limit is used up. */
export function rateLimit({ key, limit, windowMs }: RateLimitOptions): RateLimitResult {
  const now = Date.now()
  const effective = Math.max(1, Math.floor(limit * rateLimitMultiplier()))
  let bucket = buckets.get(key)
  if (!bucket || bucket.resetAt <= now) {
    buckets.delete(key)
    makeRoom(now)
    bucket = { count: 0, resetAt: now + windowMs }
    buckets.set(key, bucket)
  }
  bucket.count += 1
  const ok = bucket.count <= effective
  return { ok, limit: effective, remaining: Math.max(0, effective - bucket.count), retryAfterMs: Math.max(0, bucket.resetAt - now) }
}

/** Forgets one counter (a successful log-in clears its failures). */
export function forgetRateLimit(key: string): void {
  buckets.delete(key)
}

/** How many counters are held (tests of the memory bound). */
export function rateLimitKeyCount(): number {
  return buckets.size
}

/** Forgets every counter (tests). */
export function resetRateLimits(prefix?: string): void {
  if (!prefix) return buckets.clear()
  for (const key of buckets.keys()) if (key.startsWith(prefix)) buckets.delete(key)
}

/** `203.0.113.7:51234` → `203.0.113.7`, `[2001:db8::1]:443` → `2001:db8::1`, `::ffff:10.0.0.1` → `10.0.0.1`. */
export function normaliseAddress(value: string): string {
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString()
  return parsed.toString()
}

/**
 * The client's address for rate limiting. The production server (scripts/lib/serve.ts) replaces
 * X-Forwarded-For with the single address it computed from the socket and the operator's trusted
 * proxies, so that entry is trusted as is. Requests that did not come through it (Local API,
 * tests) carry no header, or one the caller chose: the last entry is used, or 'unknown'.
 */
export function clientAddress(headers: Headers | undefined | null): string {
  const entries = (headers?.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const last = entries.at(-1)
  return last ? normaliseAddress(last) : 'unknown'
}
