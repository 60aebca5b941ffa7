import { Writable } from 'node:stream'

import { GraphQLError } from 'graphql'
import { APIError, AuthenticationError, ValidationError } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildLogger, requestIdFrom, withRequestContext } from '@/observability/logger'
import { maskEmails, maskEmailsDeep } from '@/observability/redact'

/** A real pino logger of the app's settings writing JSON lines into an array. */
function capture() {
  const lines: Record<string, any>[] = []
  const raw: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line))
      }
      done()
    },
  })
  return { logger: buildLogger(destination), lines, raw }
}

const saved = { ...process.env }
beforeEach(() => {
  process.env.LOG_LEVEL = 'info'
})
afterEach(() => {
  process.env = { ...saved }
})

describe('e-mail addresses are masked', () => {
  it.each([
    ['jane.doe@example.com', 'j***@example.com'],
    ['Contact: a@b.ch, Bob+tag@mail.example.org.', 'Contact: a***@b.ch, B***@mail.example.org.'],
    ['no address here @ all', 'no address here @ all'],
  ])('%s', (text, masked) => {
    expect(maskEmails(text)).toBe(masked)
  })

  it('in nested objects and arrays, leaving other values alone', () => {
    const circular: Record<string, unknown> = { to: ['x@example.com'], count: 3 }
    circular.self = circular
    expect(maskEmailsDeep({ user: { email: 'max@example.ch' }, list: circular })).toEqual({
      user: { email: 'm***@example.ch' },
      list: { to: ['x***@example.com'], count: 3, self: '[Circular]' },
    })
  })
})

describe('the app logger', () => {
  it('writes JSON lines with the request id, and no password, token, cookie or e-mail', async () => {
    const { logger, lines, raw } = capture()
    withRequestContext('req-0123456789', () =>
      logger.info(
        {
          email: 'jane.doe@example.com',
          password: 'hunter2-secret',
          data: { password: 'hunter2-secret', token: 'reset-token-value' },
          headers: { authorization: 'Bearer metrics-token-value', cookie: 'payload-token=abc' },
        },
        'sign-up by jane.doe@example.com',
      ),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: 'req-0123456789',
      msg: 'sign-up by j***@example.com',
      email: 'j***@example.com',
      password: '[redacted]',
      data: { password: '[redacted]', token: '[redacted]' },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    })
    for (const secret of ['hunter2', 'reset-token-value', 'metrics-token-value', 'jane.doe@'])
      expect(raw.join('\n')).not.toContain(secret)
  })

  it('logs refusals (4xx APIErrors, refused GraphQL calls) at info or warn without a stack', async () => {
    const { logger, lines } = capture()
    logger.error({ err: new AuthenticationError() })
    logger.error({ err: new APIError('tooManyRequests', 429, undefined, true) })
    logger.error({
      err: new ValidationError({ errors: [{ message: 'Required', path: 'email' }] }),
    })
    logger.error({
      err: new GraphQLError('You are not allowed to perform this action.', {
        originalError: Object.assign(new Error('You are not allowed to perform this action.'), {
          status: 403,
        }),
      }),
    })
    logger.error({ err: new GraphQLError('Cannot query field "nope" on type "Query".') })
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map((line) => [line.level, line.refusal?.status])).toEqual([
      ['info', 401],
      ['warn', 429],
      ['info', 400],
      ['info', 403],
      ['info', 400],
    ])
    for (const line of lines) {
      expect(line.err).toBeUndefined()
      expect(JSON.stringify(line)).not.toMatch(/\n\s+at /)
    }
  })

  it('keeps real errors (5xx, anything else) at error with their stack, e-mails masked', async () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('SMTP refused mail for max@example.ch') }, 'Job failed')
    logger.error({ err: new APIError('Database gone', 500) })
    logger.error({
      err: new GraphQLError('Something went wrong.', { originalError: new Error('db down') }),
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map((line) => line.level)).toEqual(['error', 'error', 'error'])
    expect(lines[0].err.message).toBe('SMTP refused mail for m***@example.ch')
    expect(lines[0].err.stack).toMatch(/\n\s+at /)
    expect(JSON.stringify(lines)).not.toContain('max@example.ch')
  })
})

describe('request ids', () => {
  it('keeps a sane incoming id and replaces anything else', () => {
    expect(requestIdFrom('edge-4f1c2a9b77')).toBe('edge-4f1c2a9b77')
    expect(requestIdFrom(['abcdef0123456789', 'other-id-value'])).toBe('abcdef0123456789')
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    for (const bad of [
      undefined,
      '',
      'short',
      'has spaces in it',
      'x'.repeat(200),
      'a\nb'.repeat(5),
    ])
      expect(requestIdFrom(bad)).toMatch(uuid)
  })
})
