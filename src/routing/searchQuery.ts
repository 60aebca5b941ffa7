/** Normalises the `q` parameter: first value, trimmed, at most 100 characters. */
export function normaliseQuery(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, 100)
}
