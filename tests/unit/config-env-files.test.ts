import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, afterEach, describe, expect, it } from 'vitest'

import { documentation, env, fileVariables, loadSecretFiles, parseEnv } from '@/config/env'
import { StartupError } from '@/config/startupError'

const dir = mkdtempSync(path.join(tmpdir(), 'unbound-env-files-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A file holding `content`, as a mounted secret is. */
const secretFile = (name: string, content: string) => {
  const file = path.join(dir, name)
  writeFileSync(file, content)
  return file
}

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

describe('<NAME>_FILE', () => {
  it('is accepted for every secret and for the variables that carry credentials', () => {
    const secrets = Object.entries(documentation)
      .filter(([, spec]) => spec.secret)
      .map(([name]) => name)
    expect(fileVariables).toEqual(expect.arrayContaining(secrets))
    expect([...fileVariables].sort()).toEqual(
      [...secrets, 'DATABASE_URI', 'S3_ACCESS_KEY_ID', 'SMTP_USER'].sort(),
    )
    expect(secrets).toEqual(
      expect.arrayContaining([
        'PAYLOAD_SECRET',
        'SMTP_PASS',
        'S3_SECRET_ACCESS_KEY',
        'METRICS_TOKEN',
        'REDIS_URL',
        'HOSTING_WEBHOOK_SECRET',
        'ADMIN_PASSWORD',
      ]),
    )
  })

  it("reads the value from the file, without the file's trailing line break", () => {
    const config = parseEnv({
      PAYLOAD_SECRET_FILE: secretFile('payload-secret', ' spaced secret \n'),
      DATABASE_URI_FILE: secretFile('database-uri', 'postgres://unbound:pw@db:5432/unbound\r\n'),
      SMTP_PASS_FILE: secretFile('smtp-pass', 'mail-pass'),
      METRICS_TOKEN_FILE: secretFile('metrics-token', `${'t'.repeat(32)}\n`),
    })
    // A secret keeps its spaces: only the line break that ends the file goes.
    expect(config.PAYLOAD_SECRET).toBe(' spaced secret ')
    expect(config.DATABASE_URI).toBe('postgres://unbound:pw@db:5432/unbound')
    expect(config.SMTP_PASS).toBe('mail-pass')
    expect(config.METRICS_TOKEN).toBe('t'.repeat(32))
  })

  it('checks the value from a file as it checks the variable', () => {
    expect(refusal({ REDIS_URL_FILE: secretFile('redis-url', 'http://:hunter2@cache\n') })).toBe(
      'REDIS_URL is not a redis:// or rediss:// URL (e.g. redis://redis.internal:6379/0).',
    )
  })

  it('refuses a variable given both ways', () => {
    expect(
      refusal({ PAYLOAD_SECRET: 'inline', PAYLOAD_SECRET_FILE: secretFile('both', 'file') }),
    ).toBe('Set PAYLOAD_SECRET or PAYLOAD_SECRET_FILE, not both.')
  })

  it('refuses a missing or unreadable file, naming the variable and not the value', () => {
    const missing = path.join(dir, 'absent')
    expect(refusal({ SMTP_PASS_FILE: missing })).toBe(
      `SMTP_PASS_FILE "${missing}" cannot be read (ENOENT): mount the file there, or set SMTP_PASS instead.`,
    )
    expect(refusal({ S3_SECRET_ACCESS_KEY_FILE: dir })).toBe(
      `S3_SECRET_ACCESS_KEY_FILE "${dir}" cannot be read (EISDIR): mount the file there, or set S3_SECRET_ACCESS_KEY instead.`,
    )
    if (process.getuid?.() !== 0) {
      const locked = secretFile('locked', 'hunter2')
      chmodSync(locked, 0o000)
      expect(refusal({ PAYLOAD_SECRET_FILE: locked })).toMatch(
        /^PAYLOAD_SECRET_FILE ".*locked" cannot be read \(EACCES\)/,
      )
    }
  })

  it('is not read for a variable that carries no credentials', () => {
    const config = parseEnv({ SITE_URL_FILE: secretFile('site', 'https://www.example.com') })
    expect(config.SITE_URL).toBeUndefined()
  })
})

describe('loadSecretFiles', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
    Object.assign(process.env, saved)
  })

  it('puts the values into the environment for what reads it directly, and drops the _FILE names', () => {
    const target: Record<string, string | undefined> = {
      REDIS_URL_FILE: secretFile('redis', 'redis://:pw@redis:6379/0\n'),
      PORT: '3000',
    }
    loadSecretFiles(target)
    expect(target).toEqual({ REDIS_URL: 'redis://:pw@redis:6379/0', PORT: '3000' })
    // Read again, the prepared environment is still valid.
    expect(parseEnv(target).REDIS_URL).toBe('redis://:pw@redis:6379/0')
  })

  it("is what the process's first env() does", () => {
    process.env.HOSTING_WEBHOOK_SECRET_FILE = secretFile('webhook', 'webhook-secret\n')
    expect(env().HOSTING_WEBHOOK_SECRET).toBe('webhook-secret')
    expect(process.env.HOSTING_WEBHOOK_SECRET).toBe('webhook-secret')
    expect(process.env.HOSTING_WEBHOOK_SECRET_FILE).toBeUndefined()
  })

  it('stops on a variable given both ways before changing anything', () => {
    const target = { SMTP_PASS: 'inline', SMTP_PASS_FILE: secretFile('pass', 'file') }
    expect(() => loadSecretFiles(target)).toThrow(StartupError)
    expect(target.SMTP_PASS).toBe('inline')
  })
})
