/**
 * What never reaches a log line: credentials in headers and bodies (pino's redaction paths) and
 * customers' e-mail addresses anywhere in a line (masked to their first letter and domain).
 */
export const redactedPaths = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.smtpPassword',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-metrics-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
]

const emailPattern = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g

/** `jane.doe@example.com` → `j***@example.com`, in any text. */
export function maskEmails(text: string): string {
  return text.replace(emailPattern, '$1***@$2')
}

/** A copy of `value` with every e-mail address in its strings masked (cycles and depth bounded). */
export function maskEmailsDeep(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return value.includes('@') ? maskEmails(value) : value
  if (typeof value !== 'object' || value === null || depth > 6) return value
  if (seen.has(value)) return '[Circular]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => maskEmailsDeep(item, depth + 1, seen))
  if (value instanceof Error) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = maskEmailsDeep(item, depth + 1, seen)
  return copy
}
