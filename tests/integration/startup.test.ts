import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { npmScriptCommand, runPreScript } from '../helpers/npmScripts'

const root = path.resolve(import.meta.dirname, '../..')
const [node, ...startArgs] = npmScriptCommand('start')

beforeAll(() => runPreScript('start'))

/** Runs `npm start`'s command with the given environment until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, startArgs, {
      cwd: root,
      env: {
        ...process.env,
        PAYLOAD_SECRET: 'startup-test-secret',
        PORT: '3990',
        HOSTNAME: '127.0.0.1',
        ...env,
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

const errorLines = (output: string) => output.split('\n').filter((line) => line.startsWith('✖'))
const hasStackTrace = (output: string) => /^\s+at .+:\d+:\d+\)?$/m.test(output)

describe('npm start refuses bad set-ups with one clear line', () => {
  it.each([
    [
      'an unsupported scheme',
      'mysql://localhost/unbound',
      /unsupported scheme.*Accepted schemes: file:, postgres:\/\//,
    ],
    ['a malformed URI', 'postgres://', /not a valid URL/],
    [
      'an unreachable database',
      'postgres://nobody:pw@127.0.0.1:1/unbound',
      /Cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/unbound/,
    ],
  ])('%s', async (_label, uri, message) => {
    const { code, output } = await start({ DATABASE_URI: uri })
    expect(code).toBe(1)
    expect(errorLines(output)).toHaveLength(1)
    expect(errorLines(output)[0]).toMatch(message)
    expect(hasStackTrace(output)).toBe(false)
  })

  it('a port in use', async () => {
    // A port the system picks: free until the blocker takes it, whatever else runs here.
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as net.AddressInfo).port
    try {
      const { code, output } = await start({
        PORT: String(port),
        DATABASE_URI: 'file:./tests/.tmp/unused.db',
      })
      expect(code).toBe(1)
      expect(errorLines(output)).toEqual([
        `✖ Port ${port} is already in use: stop the other server or start with PORT=<another port>.`,
      ])
      expect(hasStackTrace(output)).toBe(false)
    } finally {
      blocker.close()
    }
  })

  it('a trusted-proxy setting it cannot use', async () => {
    const { code, output } = await start({
      TRUSTED_PROXIES: 'not-an-address',
      DATABASE_URI: 'file:./tests/.tmp/unused.db',
    })
    expect(code).toBe(1)
    expect(errorLines(output)).toHaveLength(1)
    expect(errorLines(output)[0]).toMatch(/^✖ TRUSTED_PROXIES is not a list of addresses or CIDRs/)
    expect(hasStackTrace(output)).toBe(false)
  })

  it.each([
    [
      'a PostgreSQL database',
      { DATABASE_URI: 'postgres://unbound:db-password@127.0.0.1:1/unbound' },
      'DATABASE_URI names a postgres server',
    ],
    [
      'REDIS_URL set',
      {
        DATABASE_URI: 'file:./tests/.tmp/unused.db',
        REDIS_URL: 'redis://:redis-password@127.0.0.1:1',
      },
      'REDIS_URL is set',
    ],
  ])('no PAYLOAD_SECRET with %s', async (_label, env, why) => {
    const { code, output } = await start({ ...env, PAYLOAD_SECRET: '' })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual([
      `✖ PAYLOAD_SECRET is not set and ${why}: set the same PAYLOAD_SECRET on every server (e.g. openssl rand -hex 32).`,
    ])
    expect(output).not.toContain('password')
    expect(hasStackTrace(output)).toBe(false)
  })

  it('S3 media storage without its access key', async () => {
    const { code, output } = await start({
      DATABASE_URI: 'file:./tests/.tmp/unused.db',
      S3_BUCKET: 'unbound-media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: 's3-password',
    })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual([
      "✖ S3_BUCKET is set but S3_ACCESS_KEY_ID is not: set the bucket's access key, or unset S3_BUCKET to keep media in MEDIA_DIR.",
    ])
    expect(output).not.toContain('password')
    expect(hasStackTrace(output)).toBe(false)
  })

  it('a port that is not a number', async () => {
    const { code, output } = await start({ PORT: 'eighty' })
    expect(code).toBe(1)
    expect(errorLines(output)).toEqual(['✖ PORT "eighty" is not a port number (1–65535).'])
  })
})
