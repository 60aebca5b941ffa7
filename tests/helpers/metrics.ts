/** The sum of a metric's samples in Prometheus text whose labels include `labels` (0: none). */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!match || match[1] !== name) continue
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    )
    if (Object.entries(labels).every(([key, value]) => present[key] === value))
      sum += Number(match[3])
  }
  return sum
}
