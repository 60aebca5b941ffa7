import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { documentation, env, parseEnv } from '@/config/env'
import { root } from '@/config/paths'
import { StartupError } from '@/config/startupError'

import { groups, notes, requirements } from '../../tools/configuration/notes'
import {
  configurationReference,
  envExample,
  matches,
  valueForm,
} from '../../tools/configuration/reference'

/** The message parseEnv stops with, checking that it is a StartupError. */
const refusal = (source: Record<string, string>) => {
  try {
    parseEnv(source)
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError)
    return (error as Error).message
  }
  throw new Error('accepted')
}

describe('the configuration schema', () => {
  it('gives every variable its default when the environment is empty', () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URI: 'file:./data/unbound.db',
      PORT: 3000,
      SMTP_PORT: 587,
      RUN_JOBS: true,
      S3_FORCE_PATH_STYLE: false,
      PROVISIONER: 'simulated',
      TRUSTED_PROXY_HOPS: 0,
      TRUSTED_PROXIES: [],
      JOB_LEASE_MS: 20_000,
      REDIS_KEY_PREFIX: 'unbound:',
      FORMS_RETENTION_CRON: '0 30 3 * * *',
    })
    expect(parseEnv({}).PAYLOAD_SECRET).toBeUndefined()
    expect(parseEnv({}).SMTP_SECURE).toBeUndefined()
  })

  it('coerces ports, numbers, booleans, lists and names; blank is unset', () => {
    const config = parseEnv({
      PORT: ' 8080 ',
      RUN_JOBS: 'FALSE',
      SMTP_SECURE: 'true',
      PROVISIONER: ' Webhook ',
      HOSTING_WEBHOOK_URL: 'https://hosting.example.com/provision',
      HOSTING_WEBHOOK_SECRET: 'webhook-secret',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
      RATE_LIMIT_MULTIPLIER: '2.5',
      PAGE_CACHE_TTL_MS: '0',
      MEDIA_DIR: '  ',
      REDIS_KEY_PREFIX: '',
    })
    expect(config).toMatchObject({
      PORT: 8080,
      RUN_JOBS: false,
      SMTP_SECURE: true,
      PROVISIONER: 'webhook',
      TRUSTED_PROXIES: ['127.0.0.1', '10.0.0.0/8'],
      RATE_LIMIT_MULTIPLIER: 2.5,
      PAGE_CACHE_TTL_MS: 0,
      MEDIA_DIR: 'data/media',
      REDIS_KEY_PREFIX: '',
    })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT "eighty" is not a port number (1–65535).'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT "70000" is not a port number (1–65535).'],
    [{ RUN_JOBS: 'yes' }, 'RUN_JOBS must be true or false, not "yes".'],
    [
      { SITE_URL: 'www.example.com' },
      'SITE_URL "www.example.com" is not an http:// or https:// URL (e.g. https://www.example.com).',
    ],
    [{ PROVISIONER: 'docker' }, 'PROVISIONER "docker" is unknown: use "simulated" or "webhook".'],
    [{ JOB_LEASE_MS: '5m' }, 'JOB_LEASE_MS "5m" is not a number of milliseconds.'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS "-1" is not a whole number (0 or more).'],
    [
      { TRIAL_END_CRON: '*/10 * * * *' },
      'TRIAL_END_CRON "*/10 * * * *" is not a cron schedule of six fields (seconds first).',
    ],
    [
      { TRUSTED_PROXIES: '10.0.0.1', TRUSTED_PROXY_HOPS: '1' },
      'Set TRUSTED_PROXY_HOPS or TRUSTED_PROXIES, not both.',
    ],
    [
      { JOB_LEASE_MS: '5000' },
      'JOB_HEARTBEAT_MS (5000) must be at most half of JOB_LEASE_MS (5000): a running job would be taken up again while it still runs.',
    ],
    [
      { PROVISIONER: 'webhook', HOSTING_WEBHOOK_URL: 'https://hosting.example.com/provision' },
      "PROVISIONER is webhook but HOSTING_WEBHOOK_SECRET is not set: set the hosting back end's URL and secret, or PROVISIONER=simulated.",
    ],
  ])('stops on %o with one line naming the variable and the form expected', (source, message) => {
    expect(refusal(source)).toBe(message)
  })

  it('refuses an unknown database kind, naming the accepted schemes', () => {
    expect(refusal({ DATABASE_URI: 'mysql://root:hunter2@db/unbound' })).toBe(
      'DATABASE_URI "mysql://root:***@db/unbound" has an unsupported scheme. Accepted schemes: file:, postgres://, postgresql://, mongodb://, mongodb+srv://',
    )
  })

  it('never prints a secret value', () => {
    const message = refusal({ REDIS_URL: 'http://:hunter2@cache.internal' })
    expect(message).toBe(
      'REDIS_URL is not a redis:// or rediss:// URL (e.g. redis://redis.internal:6379/0).',
    )
  })

  it('requires PAYLOAD_SECRET in production where several servers must share it', () => {
    const production = { NODE_ENV: 'production', DATABASE_URI: 'postgres://u:pw@db/unbound' }
    expect(refusal(production)).toBe(
      'PAYLOAD_SECRET is not set and DATABASE_URI names a postgres server: set the same PAYLOAD_SECRET on every server (e.g. openssl rand -hex 32).',
    )
    expect(parseEnv({ ...production, PAYLOAD_SECRET: 'shared' }).PAYLOAD_SECRET).toBe('shared')
    // A single server on SQLite generates its own at start; development and tests need none.
    expect(() => parseEnv({ NODE_ENV: 'production' })).not.toThrow()
    expect(() => parseEnv({ DATABASE_URI: 'postgres://u:pw@db/unbound' })).not.toThrow()
    expect(() =>
      parseEnv({ DATABASE_URI: 'postgres://u:pw@db/unbound' }, { requireSharedSecret: true }),
    ).toThrow(/^PAYLOAD_SECRET is not set/)
  })
})

describe('env(), the process configuration', () => {
  const before = process.env.TRIAL_MAX_INSTANCES
  afterEach(() => {
    if (before === undefined) delete process.env.TRIAL_MAX_INSTANCES
    else process.env.TRIAL_MAX_INSTANCES = before
  })

  it('is checked once, and reads a variable again when it changes', () => {
    expect(env()).toBe(env())
    process.env.TRIAL_MAX_INSTANCES = '7'
    expect(env().TRIAL_MAX_INSTANCES).toBe(7)
    process.env.TRIAL_MAX_INSTANCES = 'seven'
    expect(() => env().TRIAL_MAX_INSTANCES).toThrow(
      'TRIAL_MAX_INSTANCES "seven" is not a whole number (0 or more).',
    )
  })
})

/** The rows of a reference's tables: the variable each names. */
const referenceNames = (markdown: string) =>
  [...markdown.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((match) => match[1]!)

/** The `NAME=value` lines of an env file, commented out or not. */
const exampleLines = (text: string) =>
  [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => ({
    name: match[1]!,
    value: match[2]!,
  }))

const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
const declared = Object.keys(documentation)

describe('the configuration reference and .env.example', () => {
  it('docs/configuration.md is what npm run docs:config writes from the schema', () => {
    expect(read('docs/configuration.md'), 'run npm run docs:config and commit the file').toBe(
      configurationReference(),
    )
  })

  it('.env.example is what npm run docs:config writes from the schema', () => {
    expect(read('.env.example'), 'run npm run docs:config and commit the file').toBe(envExample())
  })

  it('the reference has one row for every variable of the schema, and none other', () => {
    const rows = referenceNames(read('docs/configuration.md'))
    expect(rows.toSorted()).toEqual(declared.toSorted())
  })

  it('.env.example names every variable once, commented out with the default the schema gives', () => {
    const lines = exampleLines(read('.env.example'))
    expect(lines.map((line) => line.name).toSorted()).toEqual(declared.toSorted())
    expect(read('.env.example')).not.toMatch(/^[A-Z]/m)
    const defaults = parseEnv({}) as Record<string, unknown>
    for (const { name, value } of lines) {
      const expected = defaults[name]
      if (value === '') continue
      expect(value, name).toBe(String(expected))
    }
    // A file whose every line is still commented out starts as the defaults do.
    const source = Object.fromEntries(lines.map(({ name, value }) => [name, value]))
    expect(parseEnv(source)).toEqual(parseEnv({}))
  })

  it('groups and notes name only variables of the schema', () => {
    expect(Object.keys(notes).filter((name) => !declared.includes(name))).toEqual([])
    const patterns = groups.flatMap((group) => group.patterns)
    expect(patterns.filter((pattern) => !declared.some((name) => matches(name, pattern)))).toEqual(
      [],
    )
  })

  it.each(requirements)('states a requirement the start enforces: $rule', ({ refused, fixed }) => {
    expect(() => parseEnv(refused)).toThrow(StartupError)
    expect(() => parseEnv({ ...refused, ...fixed })).not.toThrow()
  })

  it("the schema's stated defaults are the values it gives", () => {
    const defaults = parseEnv({}) as Record<string, unknown>
    for (const [name, { default: stated }] of Object.entries(documentation)) {
      const value = defaults[name]
      if (value === undefined || Array.isArray(value)) continue
      expect(stated, name).toMatch(
        new RegExp(`^\`${String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\``),
      )
    }
  })

  it('names the form each check accepts', () => {
    expect(valueForm('PORT')).toBe('port number (1–65535)')
    expect(valueForm('RUN_JOBS')).toBe('`true` or `false`')
    expect(valueForm('PROVISIONER')).toBe('`simulated`, `webhook`')
    expect(valueForm('REVALIDATE_URL')).toBe('`http://` or `https://` URL, or `off`')
    expect(valueForm('TRUSTED_PROXIES')).toBe('list of addresses or CIDRs')
    expect(valueForm('METRICS_TOKEN')).toBe('text of 16 characters or more')
    expect(valueForm('MEDIA_DIR')).toBe('text')
  })
})
