import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import YAML from 'yaml'

import { metrics } from '@/observability/metrics'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** Every series name a scrape of this process can show (histograms with their suffixes). */
async function exportedNames(): Promise<Set<string>> {
  const names = new Set<string>(['up'])
  for (const metric of await metrics().registry.getMetricsAsJSON()) {
    names.add(metric.name)
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${suffix}`)
  }
  return names
}

/** Metric names in a PromQL expression (words followed by a selector, a range or a bracket). */
const namesIn = (expr: string) =>
  [...expr.matchAll(/\b((?:unbound|process|nodejs)_[a-z0-9_]+|up)\b/g)].map(([, name]) => name!)

describe('the dashboard and the alert rules in deploy/', () => {
  it('alert rules are valid YAML and read only metrics the app exports', async () => {
    const names = await exportedNames()
    const rules = YAML.parse(read('deploy/prometheus/alerts.yml')).groups.flatMap(
      (group: { rules: { alert: string; expr: string }[] }) => group.rules,
    )
    expect(rules.map((rule: { alert: string }) => rule.alert)).toEqual(
      expect.arrayContaining([
        'UnboundHighErrorRate',
        'UnboundSlowResponses',
        'UnboundJobQueueStuck',
        'UnboundMailFailing',
        'UnboundLoginLockouts',
      ]),
    )
    for (const rule of rules) {
      expect(namesIn(rule.expr).length, rule.alert).toBeGreaterThan(0)
      for (const name of namesIn(rule.expr)) expect(names, `${rule.alert}: ${name}`).toContain(name)
    }
  })

  it('the Grafana dashboard is valid JSON and reads only metrics the app exports', async () => {
    const names = await exportedNames()
    const dashboard = JSON.parse(read('deploy/grafana/unbound.json'))
    const exprs: string[] = dashboard.panels.flatMap((panel: { targets: { expr: string }[] }) =>
      panel.targets.map((target) => target.expr),
    )
    expect(exprs.length).toBeGreaterThan(10)
    for (const expr of exprs) for (const name of namesIn(expr)) expect(names, expr).toContain(name)
  })
})
