import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { prepareClientAddress, proxyTrustFromEnv } from '@/security/clientAddress'
import { payloadPasswordHash } from '@/security/passwordWork'
import { resetRateLimits } from '@/security/rateLimit'

import { bootControl, customer, gql, password, rest, staff, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { startSmtpServer, type MailSink } from '../helpers/smtp'

/**
 * Client addresses, enumeration and account rules, performed as attacks through Payload's REST and GraphQL handlers
 * (and, for the client address, through a real socket and the production server's request
 * preparation). E-mails go to a real SMTP server; jobs are run by the test.
 */
let started: TestPayload
let payload: Payload
let smtp: MailSink

const signUp = `mutation SignUp($email: String!, $password: String!, $locale: String) {
  signUpCustomer(email: $email, password: $password, locale: $locale)
}`
const logIn = `mutation LogIn($email: String!, $password: String!) { logInCustomer(email: $email, password: $password) }`
const forgot = `mutation Forgot($email: String!) { requestPasswordReset(email: $email, locale: "en") }`
const verify = `mutation Verify($token: String) { verifyEmailCustomer(token: $token) }`

const from = (address: string): Auth => ({ headers: { 'x-forwarded-for': address } })
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message
const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => !Array.isArray(mail.to) && mail.to?.text === address)
const count = async (collection: 'customers' | 'payload-jobs') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const deliver = () => payload.jobs.run({ limit: 100 })

async function stored(email: string) {
  return (await payload.db.findOne({
    collection: 'customers',
    where: { email: { equals: email } },
  })) as Record<string, any> | null
}

/** Runs `attack` with the real limits (multiplier 1) and fresh counters. */
async function withRealLimits(attack: () => Promise<void>) {
  const previous = process.env.RATE_LIMIT_MULTIPLIER
  process.env.RATE_LIMIT_MULTIPLIER = '1'
  resetRateLimits()
  try {
    await attack()
  } finally {
    process.env.RATE_LIMIT_MULTIPLIER = previous
    resetRateLimits()
  }
}

beforeAll(async () => {
  smtp = await startSmtpServer()
  started = await bootControl({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
    MAIL_FROM: 'no-reply@unbound.example',
  })
  payload = started.payload
  await customer(payload, 'known@auth.test')
})

afterAll(async () => {
  await started?.stop()
  await smtp?.stop()
})

afterEach(() => resetRateLimits())

describe('item 4: limits count the real client, not a header it chose', () => {
  /** Payload's GraphQL handler behind node:http, with the production server's request preparation. */
  async function graphqlServer() {
    const [{ default: config }, { GRAPHQL_POST }] = await Promise.all([
      import('@payload-config'),
      import('@payloadcms/next/routes'),
    ])
    const handler = GRAPHQL_POST(config)
    const trust = proxyTrustFromEnv({})
    const server = http.createServer(async (req, res) => {
      prepareClientAddress(req, trust)
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === 'string') headers.set(name, value)
      const response = await handler(
        new Request(`http://control.test${req.url}`, {
          method: req.method,
          headers,
          body: Buffer.concat(chunks),
        }),
      )
      res.writeHead(response.status, { 'content-type': 'application/json' })
      res.end(await response.text())
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {
      port: (server.address() as AddressInfo).port,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  }

  it('6 sign-ups with a different X-Forwarded-For each: the 6th is refused (limit 5 per hour)', async () => {
    const server = await graphqlServer()
    try {
      await withRealLimits(async () => {
        const customersBefore = await count('customers')
        const answers: (string | boolean)[] = []
        for (let i = 0; i < 6; i++) {
          const response = await fetch(`http://127.0.0.1:${server.port}/api/graphql`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `198.51.100.${i + 1}`,
              'x-real-ip': `192.0.2.${i + 1}`,
            },
            body: JSON.stringify({
              query: signUp,
              variables: { email: `rotating${i}@auth.test`, password: 'a-long-password' },
            }),
          })
          const body = (await response.json()) as {
            data?: { signUpCustomer: boolean }
            errors?: { message: string }[]
          }
          answers.push(body.errors?.[0]?.message ?? body.data!.signUpCustomer)
        }
        expect(answers).toEqual([true, true, true, true, true, 'tooManyRequests'])
        expect(await count('customers')).toBe(customersBefore + 5)
        expect(await stored('rotating5@auth.test')).toBeNull()
      })
    } finally {
      await server.close()
    }
  })
})

describe('item 5: known and unknown addresses answer alike', () => {
  it('sign-up: byte-identical answers, one queued e-mail each, no second account, no mail sent in the request', async () => {
    const customersBefore = await count('customers')
    const jobsBefore = await count('payload-jobs')
    const mailsBefore = smtp.messages.length
    const known = await gql(signUp, {
      email: 'known@auth.test',
      password: 'another-long-password',
      locale: 'en',
    })
    const unknown = await gql(signUp, {
      email: 'fresh@auth.test',
      password: 'another-long-password',
      locale: 'en',
    })
    expect(known.status).toBe(unknown.status)
    expect(known.text).toBe(unknown.text)
    expect(await count('payload-jobs')).toBe(jobsBefore + 2)
    expect(await count('customers')).toBe(customersBefore + 1)
    expect(smtp.messages.length).toBe(mailsBefore)
    await deliver()
    expect(mailsTo('known@auth.test').map((mail) => mail.subject)).toEqual(['Your Unbound account'])
    expect(mailsTo('fresh@auth.test').map((mail) => mail.subject)).toEqual([
      'Please confirm your e-mail address',
    ])
  })

  it('sign-up with a known address does not change its password', async () => {
    await gql(signUp, { email: 'known@auth.test', password: 'attacker-chosen-password' })
    expect(
      (await gql(logIn, { email: 'known@auth.test', password: 'attacker-chosen-password' })).body
        .errors,
    ).toBeDefined()
    expect((await gql(logIn, { email: 'known@auth.test', password })).body).toEqual({
      data: { logInCustomer: true },
    })
  })

  it('log-in: unknown address and wrong password give the same answer', async () => {
    const known = await gql(logIn, { email: 'known@auth.test', password: 'wrong-password-1' })
    const unknown = await gql(logIn, { email: 'nobody@auth.test', password: 'wrong-password-1' })
    expect(errorOf(known)).toBe('loginFailed')
    expect(known.status).toBe(unknown.status)
    expect(known.text).toBe(unknown.text)
  })

  it('log-in: after 5 failures both answer 429 with the same body (no "locked" for known accounts only)', async () => {
    await withRealLimits(async () => {
      const answers = { known: [] as string[], unknown: [] as string[] }
      for (let i = 0; i < 6; i++) {
        answers.known.push(
          (await gql(logIn, { email: 'known@auth.test', password: `wrong-${i}-password` })).text,
        )
        answers.unknown.push(
          (await gql(logIn, { email: 'ghost@auth.test', password: `wrong-${i}-password` })).text,
        )
      }
      expect(answers.known).toEqual(answers.unknown)
      expect(JSON.parse(answers.known[5]).errors[0].message).toBe('tooManyRequests')
      // The account itself is not locked: its owner logs in from another address.
      expect(
        (await gql(logIn, { email: 'known@auth.test', password }, from('192.0.2.50'))).body,
      ).toEqual({ data: { logInCustomer: true } })
      const doc = await stored('known@auth.test')
      expect(doc?.lockUntil ?? null).toBeNull()
    })
  })

  it('forgot-password: byte-identical answers, the same writes (one job each), a link only to the known address', async () => {
    const before = await stored('known@auth.test')
    const jobsBefore = await count('payload-jobs')
    const mailsBefore = smtp.messages.length
    const known = await gql(forgot, { email: 'known@auth.test' })
    const unknown = await gql(forgot, { email: 'ghost@auth.test' })
    expect(known.status).toBe(unknown.status)
    expect(known.text).toBe(unknown.text)
    expect(known.body).toEqual({ data: { requestPasswordReset: true } })
    expect(await count('payload-jobs')).toBe(jobsBefore + 2)
    // The request itself touched no account and sent nothing.
    expect((await stored('known@auth.test'))?.resetPasswordToken ?? null).toBe(
      before?.resetPasswordToken ?? null,
    )
    expect(smtp.messages.length).toBe(mailsBefore)
    await deliver()
    const token = (await stored('known@auth.test'))?.resetPasswordToken
    expect(token).toBeTruthy()
    expect(mailsTo('known@auth.test').at(-1)?.html).toContain(`/en/reset-password?token=${token}`)
    expect(mailsTo('ghost@auth.test')).toHaveLength(0)
  })

  it('forgot-password: repeated requests from many addresses mail one link per minute', async () => {
    await customer(payload, 'bombed@auth.test')
    for (let i = 0; i < 4; i++)
      expect(
        (await gql(forgot, { email: 'bombed@auth.test' }, from(`192.0.2.${100 + i}`))).body,
      ).toEqual({ data: { requestPasswordReset: true } })
    await deliver()
    expect(mailsTo('bombed@auth.test')).toHaveLength(1)
  })

  it('verification: an expired token of a known account and an unknown token answer alike', async () => {
    await gql(signUp, { email: 'late@auth.test', password: 'a-long-password' })
    const doc = await stored('late@auth.test')
    await payload.db.updateOne({
      collection: 'customers',
      id: doc!.id,
      data: { verificationIssuedAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
    })
    const known = await gql(verify, { token: doc!._verificationToken })
    const unknown = await gql(verify, { token: 'f'.repeat(40) })
    expect(errorOf(known)).toBe('invalidToken')
    expect(known.status).toBe(unknown.status)
    expect(known.text).toBe(unknown.text)
    expect((await stored('late@auth.test'))?._verified).toBeFalsy()
  })

  it("unknown addresses pay the same password hashing as known ones (Payload's parameters)", async () => {
    const doc = await stored('known@auth.test')
    expect(doc?.hash.startsWith(payloadPasswordHash.prefix)).toBe(true)
    expect(doc?.hash.slice(payloadPasswordHash.prefix.length)).toHaveLength(
      payloadPasswordHash.keyLength * 2,
    )
    expect(doc?.salt).toHaveLength(64)
  })
})

describe("item 5: Payload's built-in customer auth routes are closed", () => {
  it('REST: every route answers the same 404, and nothing happens', async () => {
    await deliver()
    const doc = await stored('known@auth.test')
    const mailsBefore = smtp.messages.length
    const attempts = [
      ['/customers/login', { email: 'known@auth.test', password }],
      ['/customers/login', { email: 'ghost@auth.test', password }],
      ['/customers/forgot-password', { email: 'known@auth.test' }],
      ['/customers/reset-password', { token: 'x'.repeat(40), password: 'a-new-long-password' }],
      ['/customers/unlock', { email: 'known@auth.test' }],
      ['/customers/first-register', { email: 'first@auth.test', password }],
      ['/customers/refresh-token', {}],
      [`/customers/verify/${'a'.repeat(40)}`, undefined],
    ] as const
    const answers = await Promise.all(
      attempts.map(([path, body]) => rest('POST', path, undefined, body)),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.text).toBe(answers[0].text)
    }
    expect(answers[0].body).toEqual({ errors: [{ message: 'notFound' }] })
    const after = await stored('known@auth.test')
    expect(after?.resetPasswordToken ?? null).toBe(doc?.resetPasswordToken ?? null)
    expect(await stored('first@auth.test')).toBeNull()
    await deliver()
    expect(smtp.messages.length).toBe(mailsBefore)
  })

  it('GraphQL: loginCustomer, forgotPasswordCustomer, resetPasswordCustomer, refreshTokenCustomer refuse alike; unlock does not exist', async () => {
    const answers = [
      await gql(
        `mutation { loginCustomer(email: "known@auth.test", password: "${password}") { token } }`,
      ),
      await gql(
        `mutation { loginCustomer(email: "ghost@auth.test", password: "${password}") { token } }`,
      ),
      await gql(`mutation { forgotPasswordCustomer(email: "known@auth.test") }`),
      await gql(
        `mutation { resetPasswordCustomer(token: "${'x'.repeat(40)}", password: "a-new-long-password") { token } }`,
      ),
      await gql(`mutation { refreshTokenCustomer { refreshedToken } }`),
    ]
    for (const answer of answers) {
      expect(errorOf(answer)).toBe('notFound')
      expect(answer.body.errors[0].extensions?.statusCode).toBe(404)
      expect(JSON.stringify(answer.body.data ?? {})).not.toMatch(/token":"[^"]/)
    }
    expect(answers[0].text).toBe(answers[1].text)
    const unlock = await gql(`mutation { unlockCustomer(email: "known@auth.test") }`)
    expect(unlock.body.errors?.[0]?.message).toMatch(/Cannot query field "unlockCustomer"/)
  })
})

describe('item 13: accounts', () => {
  it('a verification token older than 7 days is refused and the account stays unverified', async () => {
    await gql(signUp, { email: 'old@auth.test', password: 'a-long-password' })
    const doc = await stored('old@auth.test')
    await payload.db.updateOne({
      collection: 'customers',
      id: doc!.id,
      data: { verificationIssuedAt: new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString() },
    })
    expect(errorOf(await gql(verify, { token: doc!._verificationToken }))).toBe('invalidToken')
    expect((await stored('old@auth.test'))?._verified).toBeFalsy()
    expect(errorOf(await gql(logIn, { email: 'old@auth.test', password: 'a-long-password' }))).toBe(
      'unverified',
    )
  })

  it('a verification token works once, within 7 days', async () => {
    await gql(signUp, { email: 'once@auth.test', password: 'a-long-password' })
    const { _verificationToken: token } = (await stored('once@auth.test'))!
    expect((await gql(verify, { token })).body).toEqual({ data: { verifyEmailCustomer: true } })
    expect(errorOf(await gql(verify, { token }))).toBe('invalidToken')
    expect((await stored('once@auth.test'))?._verified).toBe(true)
  })

  it('a customer cannot change its own password or e-mail through REST or GraphQL update', async () => {
    const { doc, auth } = await customer(payload, 'owner@auth.test')
    const before = await stored('owner@auth.test')
    const restPassword = await rest('PATCH', `/customers/${doc.id}`, auth, {
      password: 'hijacked-password-1',
    })
    const restBoth = await rest('PATCH', `/customers/${doc.id}`, auth, {
      password: 'hijacked-password-1',
      currentPassword: 'guess',
    })
    const restEmail = await rest('PATCH', `/customers/${doc.id}`, auth, {
      email: 'attacker@auth.test',
    })
    for (const answer of [restPassword, restBoth, restEmail]) {
      expect(answer.status).toBe(403)
      expect(answer.body.errors[0].message).toBe('currentPasswordRequired')
    }
    const gqlPassword = await gql(
      `mutation { updateCustomer(id: ${doc.id}, data: { password: "hijacked-password-1" }) { id } }`,
      {},
      auth,
    )
    const gqlEmail = await gql(
      `mutation { updateCustomer(id: ${doc.id}, data: { email: "attacker@auth.test" }) { id } }`,
      {},
      auth,
    )
    expect(errorOf(gqlPassword)).toBe('currentPasswordRequired')
    expect(errorOf(gqlEmail)).toBe('currentPasswordRequired')
    const after = await stored('owner@auth.test')
    expect(after?.hash).toBe(before?.hash)
    expect(after?.email).toBe('owner@auth.test')
    // Other fields still change.
    expect((await rest('PATCH', `/customers/${doc.id}`, auth, { name: 'Olga' })).status).toBe(200)
  })

  describe('staff log-in', () => {
    const staffLogin = (email: string, pass: string, address: string) =>
      rest('POST', '/users/login', from(address), { email, password: pass })

    it('6 failures from one address lock that address + account only; the admin still logs in elsewhere', async () => {
      await staff(payload, 'admin@auth.test')
      await withRealLimits(async () => {
        const statuses: number[] = []
        for (let i = 0; i < 6; i++)
          statuses.push(
            (await staffLogin('admin@auth.test', `wrong-${i}-password`, '203.0.113.66')).status,
          )
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
        const locked = await staffLogin('admin@auth.test', password, '203.0.113.66')
        expect(locked.status).toBe(429)
        expect(locked.body.token).toBeUndefined()
        // GraphQL's loginUser counts against the same pair.
        const viaGraphql = await gql(
          `mutation { loginUser(email: "admin@auth.test", password: "${password}") { token } }`,
          {},
          from('203.0.113.66'),
        )
        expect(errorOf(viaGraphql)).toBe('tooManyRequests')
        const elsewhere = await staffLogin('admin@auth.test', password, '203.0.113.67')
        expect(elsewhere.status).toBe(200)
        expect(elsewhere.body.token).toBeTruthy()
        expect((await stored('admin@auth.test')) ?? null).toBeNull() // staff live in users, not customers
        const user = await payload.db.findOne({
          collection: 'users',
          where: { email: { equals: 'admin@auth.test' } },
        })
        expect((user as Record<string, unknown>).lockUntil ?? null).toBeNull()
      })
    })

    it('is limited per address across accounts', async () => {
      await withRealLimits(async () => {
        const statuses: number[] = []
        for (let i = 0; i < 11; i++)
          statuses.push(
            (await staffLogin(`spray${i}@auth.test`, 'some-password-1', '203.0.113.70')).status,
          )
        expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
        expect(statuses[10]).toBe(429)
      })
    })

    it('an unknown staff address answers exactly like a wrong password', async () => {
      const known = await staffLogin('admin@auth.test', 'wrong-password-9', '203.0.113.80')
      const unknown = await staffLogin('nobody@auth.test', 'wrong-password-9', '203.0.113.81')
      expect(known.status).toBe(401)
      expect(unknown.status).toBe(known.status)
      expect(unknown.text).toBe(known.text)
    })
  })
})
