import { Writable } from 'node:stream'

import { APIError } from 'payload'
import { afterEach, beforeEach, expect, it } from 'vitest'

import { buildLogger, withRequestContext } from '@/observability/logger'
import { routeProcessOutputTo } from '@/observability/processOutput'

const saved = { ...process.env }
beforeEach(() => {
  process.env.LOG_LEVEL = 'debug'
})
afterEach(() => {
  process.env = { ...saved }
})

/**
 * Runs `print` with the process's output routed to a real logger of the app's settings, and
 * returns the raw lines that logger wrote. Console and streams are restored before the test
 * runner prints anything again.
 */
async function printed(print: () => void): Promise<string[]> {
  const raw: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  const methods = ['debug', 'log', 'info', 'warn', 'error'] as const
  const consoleBefore = methods.map((method) => console[method])
  const writes = [process.stdout.write, process.stderr.write] as const
  try {
    routeProcessOutputTo(buildLogger(destination))
    print()
  } finally {
    methods.forEach((method, index) => (console[method] = consoleBefore[index]!))
    ;[process.stdout.write, process.stderr.write] = writes
  }
  await new Promise((resolve) => setImmediate(resolve))
  return raw
}

it('writes each console call and each stream write as one JSON line at its level', async () => {
  const forged = '{"level":"fatal","msg":"forged"}'
  const raw = await printed(() => {
    withRequestContext('req-0123456789', () =>
      console.error(
        ' \u001b[31m⨯\u001b[39m',
        'upstream image response failed for',
        `/x\n${forged}\n`,
        502,
      ),
    )
    console.log('listening on %s', `port\r\n${forged}`)
    console.debug('details')
    console.warn('⚠ deprecated')
    process.stdout.write(`plain write\n${forged}\n`)
    process.stderr.write(Buffer.from(`raw error\n${forged}\n`))
    console.log('')
  })
  expect(raw).toHaveLength(6)
  const lines = raw.map((line) => JSON.parse(line))
  expect(lines.map((line) => [line.level, line.msg])).toEqual([
    ['error', `⨯ upstream image response failed for /x\n${forged}\n 502`],
    ['info', `listening on port\r\n${forged}`],
    ['debug', 'details'],
    ['warn', '⚠ deprecated'],
    ['info', `plain write\n${forged}`],
    ['error', `raw error\n${forged}`],
  ])
  expect(lines[0]).toMatchObject({ name: 'unbound', requestId: 'req-0123456789' })
  expect(raw.filter((line) => line.includes(forged))).toEqual([])
})

it('logs an Error among the arguments as err: a refusal (4xx) at info, anything else at error', async () => {
  const raw = await printed(() => {
    console.error('Unhandled Rejection:', new Error('db down for max@example.ch'))
    console.error(new APIError('Not Found', 404))
  })
  const lines = raw.map((line) => JSON.parse(line))
  expect(lines[0]).toMatchObject({
    level: 'error',
    msg: 'Unhandled Rejection:',
    err: { message: 'db down for m***@example.ch' },
  })
  expect(lines[0].err.stack).toMatch(/\n\s+at /)
  expect(lines[1]).toMatchObject({ level: 'info', refusal: { status: 404 } })
})

it("keeps Next's failed fetch of an image a visitor named at info when it answered 4xx", async () => {
  const raw = await printed(() => {
    console.error('⨯', 'internal image response failed for', '/api/media/file/none.png', 404)
    console.error('⨯', 'internal image response failed for', '/api/media/file/some.png', 500)
  })
  expect(raw.map((line) => JSON.parse(line).level)).toEqual(['info', 'error'])
})
