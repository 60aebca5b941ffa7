/**
 * docs/configuration.md and .env.example, written from the declarations of src/config/env.ts
 * (name, default, description, secrecy, and the form its check accepts) and the groups and notes
 * of ./notes.ts. `npm run docs:config` writes both; tests/unit/config-env.test.ts fails when
 * either file differs from what these functions return.
 */
import {
  documentation,
  fileVariables,
  parseEnv,
  parseVariable,
  type VariableName,
} from '@/config/env'

import { groups, notes, requirements } from './notes'

const names = Object.keys(documentation) as VariableName[]

const generatedBy =
  'Generated from src/config/env.ts and tools/configuration/notes.ts by `npm run docs:config`: edit those, not this file.'

/** Whether a group's pattern (a name, or a prefix ending in `*`) takes a variable. */
export const matches = (name: string, pattern: string) =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern

/** The variables of each group, in the order env.ts declares them; the unnamed ones last. */
function grouped(): { title: string; names: VariableName[] }[] {
  const groupOf = (name: VariableName) => {
    const index = groups.findIndex((group) => group.patterns.some((p) => matches(name, p)))
    return index === -1 ? groups.length : index
  }
  return [...groups, { title: 'Other settings', patterns: [] }]
    .map((group, index) => ({
      title: group.title,
      names: names.filter((n) => groupOf(n) === index),
    }))
    .filter((group) => group.names.length)
}

const code = (text: string) => `\`${text}\``

/**
 * What a value must look like, in the words of the variable's own check: the refusal of a value
 * no check accepts ("~") names the form it expected. A value every check accepts is text.
 */
export function valueForm(name: VariableName): string {
  let message: string
  try {
    parseVariable(name, '~')
    return 'text'
  } catch (error) {
    message = (error as Error).message
  }
  const schemes = /Accepted schemes: (.+)$/.exec(message)
  if (schemes) return `URL: ${schemes[1]!.split(', ').map(code).join(', ')}`
  const choice = /unknown: use (.+)\.$/.exec(message)
  if (choice) return [...choice[1]!.matchAll(/"([^"]+)"/g)].map((m) => code(m[1]!)).join(', ')
  const length = /shorter than (\d+) characters/.exec(message)
  if (length) return `text of ${length[1]} characters or more`
  const expected =
    /(?:is not|must be) (?:an? )?(.+?)(?:, not "[^"]*")?(?: \(e\.g\. [^)]*\))?(?:: .*)?\.$/.exec(
      message,
    )
  if (!expected) return 'text'
  return expected[1]!
    .replace(', nor "', ', or "')
    .replace(/^true or false$/, '`true` or `false`')
    .replace(/"([^"]+)"/g, (_, word: string) => code(word))
    .replace(/\b([a-z]+:\/\/)/g, (scheme: string) => code(scheme))
}

/** Markdown of a table cell: pipes escaped, and angle brackets outside code shown as typed. */
const cell = (markdown: string) =>
  markdown
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 ? part : part.replaceAll('<', '&lt;').replaceAll('>', '&gt;')))
    .join('')
    .replaceAll('|', '\\|')

function row(name: VariableName): string {
  const { description, default: stated, secret } = documentation[name]
  const note = notes[name]
  const value = [
    valueForm(name),
    ...(secret ? ['never printed'] : []),
    ...(fileVariables.includes(name) ? [`or a file: ${code(`${name}_FILE`)}`] : []),
  ].join('; ')
  const meaning = note ? `${description}. ${note}` : description
  return `| ${code(name)} | ${cell(value)} | ${cell(stated ?? '—')} | ${cell(meaning)} |`
}

/** The Markdown of docs/configuration.md. */
export function configurationReference(): string {
  const sections = grouped().map((group) =>
    [
      `## ${group.title}`,
      '',
      '| variable | value | default | meaning |',
      '| --- | --- | --- | --- |',
      ...group.names.map(row),
    ].join('\n'),
  )
  return `# Configuration

<!-- ${generatedBy} -->

Every setting is an environment variable, read from the environment or from a \`.env\` file in the
project folder (\`.env.example\` lists every variable, commented out, with its default). Each value
is checked at start by \`src/config/env.ts\`: a value that does not fit, or settings that do not
fit together, stop the start with one line naming the variable and the form expected.

**Secrets from files.** A variable whose value says "or a file" may be given as \`<NAME>_FILE\`
instead: the path of a file holding the value, such as a Kubernetes or Docker secret mounted as a
file (a line break at its end is dropped). Every secret may, and so may the variables that carry
credentials. Both set, or a file that cannot be read, stops the start with one line naming the
variable.

## Required settings

A single server on SQLite needs none: \`npm install && npm start\` runs as it is, and generates
its secret and the admin's password into \`data/\`. A variable is required:

${requirements.map(({ rule }) => `- ${rule}`).join('\n')}

Behind a reverse proxy, set \`TRUSTED_PROXY_HOPS\` or \`TRUSTED_PROXIES\` (not both), or the rate
limits count the proxy as the only client. What else an operator must decide:
[security.md](security.md#what-an-operator-must-configure); which process needs which variable:
[deploy.md](deploy.md#variables-per-role).

${sections.join('\n\n')}

## Read by other programs

\`compose.yaml\` reads \`HTTP_PORT\` (default \`8080\`), the host port of its nginx. The tests, the
cluster test and the benches read a few variables of their own, listed in
[CONTRIBUTING.md](../CONTRIBUTING.md#test-and-bench-variables).
`
}

/** Markdown as a plain-text comment: code marks and link targets dropped. */
const plain = (markdown: string) =>
  markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replaceAll('`', '')

/** Text as comment lines of at most 100 characters, continued lines indented under the first. */
function comment(text: string, indent = ''): string {
  const lines: string[] = []
  let line = '#'
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > 100 && line.trim() !== '#') {
      lines.push(line)
      line = `#${indent}`
    }
    line += ` ${word}`
  }
  return [...lines, line].join('\n')
}

/** `NAME=value` with the default the schema gives, or `NAME=` where the default is not a value. */
function assignment(name: VariableName, defaults: Record<string, unknown>): string {
  const value = defaults[name]
  const stated = documentation[name].default
  const literal =
    (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') &&
    stated?.startsWith(code(String(value)))
  return `# ${name}=${literal ? String(value) : ''}`
}

/** The text of .env.example. */
export function envExample(): string {
  const defaults = parseEnv({}) as Record<string, unknown>
  const sections = grouped().map((group) => {
    const lines = group.names.map((name) => {
      const { description, default: stated } = documentation[name]
      const line = assignment(name, defaults)
      const shownDefault =
        stated && line.endsWith('=')
          ? `; default: ${plain(stated).replace(/^— \((.+)\)$/, '$1')}`
          : ''
      return `${comment(plain(description) + shownDefault)}\n${line}`
    })
    return [`# ── ${group.title} ──`, '', lines.join('\n\n')].join('\n')
  })
  return `# Unbound's settings. Copy this file to .env and uncomment what you change: each variable is
# shown with its default. docs/configuration.md explains them; a secret may be read from the
# file that <NAME>_FILE names instead (a mounted Kubernetes or Docker secret).
${comment(plain(generatedBy))}
#
# A single server on SQLite needs none of them. Required:
${requirements.map(({ rule }) => comment(`- ${plain(rule)}`, '  ')).join('\n')}

${sections.join('\n\n')}
`
}
