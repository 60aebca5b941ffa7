import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hasPasskey } from '@/accounts/passkeys'

import { bootControl, customer, gql, rest, staff, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'
import { SoftwareAuthenticator } from '../helpers/webauthn'

/**
 * Passkeys attacked through the GraphQL route Next serves, with real WebAuthn answers from a
 * software authenticator (tests/helpers/webauthn.ts). The site is http://control.test: RP ID
 * control.test, origin http://control.test.
 */
let started: TestPayload
let payload: Payload

const origin = 'http://control.test'
type Person = Awaited<ReturnType<typeof customer>>

const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message
const json = (value: unknown) => JSON.stringify(value)

const registrationOptions = async (auth: Auth) => {
  const result = await gql('mutation { passkeyRegistrationOptions }', {}, auth)
  expect(result.body.errors).toBeUndefined()
  return JSON.parse(result.body.data.passkeyRegistrationOptions)
}

const addPasskey = (auth: Auth, name: string, response: unknown) =>
  gql(
    `mutation($name: String!, $response: String!) {
      addPasskey(name: $name, response: $response) { id name createdAt lastUsedAt } }`,
    { name, response: json(response) },
    auth,
  )

/** Registers a passkey of `auth`'s account on `authenticator`; returns its view. */
async function register(auth: Auth, authenticator: SoftwareAuthenticator, name: string) {
  const result = await addPasskey(
    auth,
    name,
    authenticator.register(await registrationOptions(auth)),
  )
  expect(result.body.errors).toBeUndefined()
  return result.body.data.addPasskey as { id: string; name: string }
}

const signInOptions = async (accounts: 'customers' | 'users') => {
  const result = await gql(
    'mutation($a: PasskeyAccounts!) { passkeySignInOptions(accounts: $a) }',
    { a: accounts },
  )
  expect(result.body.errors).toBeUndefined()
  return JSON.parse(result.body.data.passkeySignInOptions)
}

const signIn = (accounts: 'customers' | 'users', response: unknown) =>
  gql(
    'mutation($a: PasskeyAccounts!, $r: String!) { signInWithPasskey(accounts: $a, response: $r) }',
    {
      a: accounts,
      r: json(response),
    },
  )

const myPasskeys = (auth: Auth) => gql('{ myPasskeys { id name createdAt lastUsedAt } }', {}, auth)

/** The session cookie an answer set, as a browser of the site sends it back. */
const cookieAuth = (setCookie: string | null): Auth => ({
  cookie: setCookie!.split(';')[0]!,
  headers: { Origin: origin },
})

beforeAll(async () => {
  started = await bootControl()
  payload = started.payload
})

afterAll(async () => {
  await started?.stop()
})

describe('registering passkeys', () => {
  let olivia: Person
  const phone = new SoftwareAuthenticator(origin)

  beforeAll(async () => {
    olivia = await customer(payload, 'olivia@passkeys.test', { name: 'Olivia' })
  })

  it('stores several passkeys per account, each with the name given, listed without key or counter', async () => {
    expect(await hasPasskey(payload, 'customers', olivia.doc.id)).toBe(false)
    await register(olivia.auth, phone, 'Phone')
    const laptop = new SoftwareAuthenticator(origin)
    await register(olivia.auth, laptop, '  Laptop  ')
    const list = await myPasskeys(olivia.auth)
    expect(list.body.data.myPasskeys).toEqual([
      { id: expect.any(String), name: 'Phone', createdAt: expect.any(String), lastUsedAt: null },
      { id: expect.any(String), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ])
    expect(await hasPasskey(payload, 'customers', olivia.doc.id)).toBe(true)
    const stored = await payload.find({ collection: 'passkeys', overrideAccess: true })
    expect(stored.docs[0]).toMatchObject({
      accountCollection: 'customers',
      account: String(olivia.doc.id),
      counter: 0,
      transports: 'internal',
    })
  })

  it('offers discoverable credentials with user verification, excluding the ones the account has', async () => {
    const options = await registrationOptions(olivia.auth)
    expect(options.rp).toEqual({ id: 'control.test', name: 'Unbound' })
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    })
    expect(options.excludeCredentials).toHaveLength(2)
    // An opaque handle, not the address or the id.
    expect(options.user.id).not.toContain(String(olivia.doc.id))
    expect(options.user.name).toBe('olivia@passkeys.test')
  })

  it('refuses a passkey without a name, anonymous callers and a browser answer that is no WebAuthn answer', async () => {
    const options = await registrationOptions(olivia.auth)
    const response = new SoftwareAuthenticator(origin).register(options)
    expect(errorOf(await addPasskey(olivia.auth, '   ', response))).toBe('passkeyNameRequired')
    expect(errorOf(await gql('mutation { passkeyRegistrationOptions }'))).toBe('unauthorised')
    expect(errorOf(await gql('{ myPasskeys { id } }'))).toBe('unauthorised')
    expect(errorOf(await addPasskey({}, 'Stolen', response))).toBe('unauthorised')
    expect(errorOf(await addPasskey(olivia.auth, 'Junk', 'not json'))).toBe('passkeyFailed')
  })

  it('refuses an answer to a challenge issued to another account: nobody registers a passkey on behalf of someone else', async () => {
    const mallory = await customer(payload, 'mallory@passkeys.test')
    // Mallory answers Olivia's challenge (obtained e.g. from her browser) and sends it as herself…
    const oliviaOptions = await registrationOptions(olivia.auth)
    const forged = new SoftwareAuthenticator(origin).register(oliviaOptions)
    expect(errorOf(await addPasskey(mallory.auth, 'Into Olivia', forged))).toBe('passkeyFailed')
    // …and Olivia's session cannot be made to store a passkey answered to Mallory's challenge.
    const malloryOptions = await registrationOptions(mallory.auth)
    const planted = new SoftwareAuthenticator(origin).register(malloryOptions)
    expect(errorOf(await addPasskey(olivia.auth, 'Planted', planted))).toBe('passkeyFailed')
    expect((await myPasskeys(mallory.auth)).body.data.myPasskeys).toEqual([])
    expect((await myPasskeys(olivia.auth)).body.data.myPasskeys).toHaveLength(2)
  })

  it('refuses registration answers for another origin or RP ID, without user verification, or to a sign-in challenge', async () => {
    const attempts = [
      (options: any) => new SoftwareAuthenticator('http://evil.test').register(options),
      (options: any) => new SoftwareAuthenticator(origin).register(options, { rpId: 'evil.test' }),
      (options: any) =>
        new SoftwareAuthenticator(origin).register(options, { userVerified: false }),
    ]
    for (const attempt of attempts)
      expect(
        errorOf(
          await addPasskey(olivia.auth, 'Bad', attempt(await registrationOptions(olivia.auth))),
        ),
      ).toBe('passkeyFailed')
    const signInChallenge = await signInOptions('customers')
    const wrongCeremony = new SoftwareAuthenticator(origin).register({
      ...(await registrationOptions(olivia.auth)),
      challenge: signInChallenge.challenge,
    })
    expect(errorOf(await addPasskey(olivia.auth, 'Bad', wrongCeremony))).toBe('passkeyFailed')
  })

  it('uses a registration challenge once: a second answer to it is refused', async () => {
    const options = await registrationOptions(olivia.auth)
    const first = new SoftwareAuthenticator(origin).register(options, {
      origin: 'http://evil.test',
    })
    expect(errorOf(await addPasskey(olivia.auth, 'Bad', first))).toBe('passkeyFailed')
    const second = new SoftwareAuthenticator(origin).register(options)
    expect(errorOf(await addPasskey(olivia.auth, 'Good answer, spent challenge', second))).toBe(
      'passkeyFailed',
    )
    const again = await addPasskey(
      olivia.auth,
      'Replayed',
      new SoftwareAuthenticator(origin).register(options),
    )
    expect(errorOf(again)).toBe('passkeyFailed')
  })
})

describe('signing in with a passkey alone', () => {
  let nora: Person
  const key = new SoftwareAuthenticator(origin)

  beforeAll(async () => {
    nora = await customer(payload, 'nora@passkeys.test')
    await register(nora.auth, key, 'Key')
  })

  it('opens a session from the passkey alone (no e-mail typed) and records when it was used', async () => {
    const options = await signInOptions('customers')
    expect(options.allowCredentials ?? []).toEqual([])
    expect(options.userVerification).toBe('required')
    expect(options.rpId).toBe('control.test')
    const result = await signIn('customers', key.assert(options))
    expect(result.body).toEqual({ data: { signInWithPasskey: true } })
    const session = cookieAuth(result.headers.get('set-cookie'))
    const list = await myPasskeys(session)
    expect(list.body.data.myPasskeys).toEqual([
      expect.objectContaining({ name: 'Key', lastUsedAt: expect.any(String) }),
    ])
    const stored = await payload.find({
      collection: 'passkeys',
      where: { account: { equals: String(nora.doc.id) } },
      overrideAccess: true,
    })
    expect(stored.docs[0]!.counter).toBe(1)
  })

  it('refuses a replayed assertion: the same answer again, and the same counter with a new challenge', async () => {
    const options = await signInOptions('customers')
    const assertion = key.assert(options)
    expect((await signIn('customers', assertion)).body.data?.signInWithPasskey).toBe(true)
    const replayed = await signIn('customers', assertion)
    expect(errorOf(replayed)).toBe('passkeyFailed')
    expect(replayed.headers.get('set-cookie')).toBeNull()
    // A copy of the authenticator that did not count on: its counter is not above the stored one.
    const stale = key.assert(await signInOptions('customers'), { counter: 2 })
    expect(errorOf(await signIn('customers', stale))).toBe('passkeyFailed')
    const older = key.assert(await signInOptions('customers'), { counter: 1 })
    expect(errorOf(await signIn('customers', older))).toBe('passkeyFailed')
    expect(
      (await signIn('customers', key.assert(await signInOptions('customers'), { counter: 10 })))
        .body.data?.signInWithPasskey,
    ).toBe(true)
  })

  it('refuses an assertion made for another RP ID or from another origin', async () => {
    const otherRp = key.assert(await signInOptions('customers'), { rpId: 'evil.test', counter: 20 })
    expect(errorOf(await signIn('customers', otherRp))).toBe('passkeyFailed')
    const otherOrigin = key.assert(await signInOptions('customers'), {
      origin: 'http://evil.test',
      counter: 21,
    })
    expect(errorOf(await signIn('customers', otherOrigin))).toBe('passkeyFailed')
    const lookalike = key.assert(await signInOptions('customers'), {
      origin: 'https://control.test',
      counter: 22,
    })
    expect(errorOf(await signIn('customers', lookalike))).toBe('passkeyFailed')
    const unverified = key.assert(await signInOptions('customers'), {
      userVerified: false,
      counter: 23,
    })
    expect(errorOf(await signIn('customers', unverified))).toBe('passkeyFailed')
  })

  it('uses a sign-in challenge once: after a failed answer, a good one to the same challenge is refused', async () => {
    const options = await signInOptions('customers')
    expect(
      errorOf(
        await signIn('customers', key.assert(options, { origin: 'http://evil.test', counter: 30 })),
      ),
    ).toBe('passkeyFailed')
    expect(errorOf(await signIn('customers', key.assert(options, { counter: 31 })))).toBe(
      'passkeyFailed',
    )
    // A challenge nobody issued, and one issued for registration, are refused alike.
    const invented = {
      ...options,
      challenge: Buffer.from('invented-challenge-0123456789abcdef').toString('base64url'),
    }
    expect(errorOf(await signIn('customers', key.assert(invented, { counter: 32 })))).toBe(
      'passkeyFailed',
    )
    const registration = await registrationOptions(nora.auth)
    expect(
      errorOf(
        await signIn(
          'customers',
          key.assert({ ...options, challenge: registration.challenge }, { counter: 33 }),
        ),
      ),
    ).toBe('passkeyFailed')
  })

  it('refuses a customer whose address is not confirmed, and a closed account', async () => {
    await payload.update({
      collection: 'customers',
      id: nora.doc.id,
      data: { _verified: false },
      overrideAccess: true,
    })
    expect(
      errorOf(
        await signIn('customers', key.assert(await signInOptions('customers'), { counter: 40 })),
      ),
    ).toBe('unverified')
    await payload.update({
      collection: 'customers',
      id: nora.doc.id,
      data: { _verified: true, closedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const closed = await signIn(
      'customers',
      key.assert(await signInOptions('customers'), { counter: 41 }),
    )
    expect(errorOf(closed)).toBe('passkeyFailed')
    expect(closed.headers.get('set-cookie')).toBeNull()
  })

  it('signs staff in on the staff side only: a staff passkey opens no customer session, nor a customer passkey a staff one', async () => {
    const admin = await staff(payload, 'admin@passkeys.test')
    const staffKey = new SoftwareAuthenticator(origin)
    await register(admin.auth, staffKey, 'Office key')
    expect(await hasPasskey(payload, 'users', admin.doc.id)).toBe(true)
    expect(
      errorOf(await signIn('customers', staffKey.assert(await signInOptions('customers')))),
    ).toBe('passkeyFailed')
    // A challenge of the customers' side does not sign staff in either.
    expect(errorOf(await signIn('users', staffKey.assert(await signInOptions('customers'))))).toBe(
      'passkeyFailed',
    )
    const result = await signIn('users', staffKey.assert(await signInOptions('users')))
    expect(result.body.data?.signInWithPasskey).toBe(true)
    const me = await rest('GET', '/users/me', cookieAuth(result.headers.get('set-cookie')))
    expect(me.body.user).toMatchObject({ email: 'admin@passkeys.test' })

    const customerKey = new SoftwareAuthenticator(origin)
    const ivan = await customer(payload, 'ivan@passkeys.test')
    await register(ivan.auth, customerKey, 'Phone')
    expect(errorOf(await signIn('users', customerKey.assert(await signInOptions('users'))))).toBe(
      'passkeyFailed',
    )
  })
})

describe('removing a passkey', () => {
  let rita: Person
  const first = new SoftwareAuthenticator(origin)
  const second = new SoftwareAuthenticator(origin)
  let firstId: string
  let secondId: string

  const remove = (auth: Auth, variables: Record<string, unknown>) =>
    gql(
      'mutation($id: ID!, $p: String, $r: String) { removePasskey(id: $id, password: $p, response: $r) }',
      variables,
      auth,
    )
  const confirmationOptions = async (auth: Auth, id: string) => {
    const result = await gql(
      'mutation($id: ID!) { passkeyConfirmationOptions(id: $id) }',
      { id },
      auth,
    )
    expect(result.body.errors).toBeUndefined()
    return JSON.parse(result.body.data.passkeyConfirmationOptions)
  }

  beforeAll(async () => {
    rita = await customer(payload, 'rita@passkeys.test')
    firstId = (await register(rita.auth, first, 'First')).id
    secondId = (await register(rita.auth, second, 'Second')).id
  })

  it('refuses a removal without confirmation, with a wrong password, or by another account', async () => {
    expect(errorOf(await remove(rita.auth, { id: firstId }))).toBe('confirmationRequired')
    expect(errorOf(await remove(rita.auth, { id: firstId, p: 'wrong-password-123' }))).toBe(
      'wrongPassword',
    )
    const other = await customer(payload, 'other@passkeys.test')
    expect(errorOf(await remove(other.auth, { id: firstId, p: 'correct-horse-battery' }))).toBe(
      'passkeyNotFound',
    )
    expect(errorOf(await remove({}, { id: firstId, p: 'correct-horse-battery' }))).toBe(
      'unauthorised',
    )
    expect((await myPasskeys(rita.auth)).body.data.myPasskeys).toHaveLength(2)
  })

  it('refuses a confirmation by the passkey being removed, or to a challenge issued for something else', async () => {
    const options = await confirmationOptions(rita.auth, firstId)
    expect(options.allowCredentials.map((credential: { id: string }) => credential.id)).toEqual([
      [...second.credentials.keys()][0],
    ])
    const bySelf = first.assert({ ...options, allowCredentials: [] })
    expect(errorOf(await remove(rita.auth, { id: firstId, r: json(bySelf) }))).toBe('passkeyFailed')
    const signInAnswer = second.assert(await signInOptions('customers'))
    expect(errorOf(await remove(rita.auth, { id: firstId, r: json(signInAnswer) }))).toBe(
      'passkeyFailed',
    )
  })

  it('removes a passkey confirmed by another passkey, then the last one by the password', async () => {
    const options = await confirmationOptions(rita.auth, firstId)
    const confirmation = second.assert(options)
    expect((await remove(rita.auth, { id: firstId, r: json(confirmation) })).body.data).toEqual({
      removePasskey: true,
    })
    // The confirmation cannot be replayed for the next removal.
    expect(errorOf(await remove(rita.auth, { id: secondId, r: json(confirmation) }))).toBe(
      'passkeyFailed',
    )
    const noOther = await gql(
      'mutation($id: ID!) { passkeyConfirmationOptions(id: $id) }',
      { id: secondId },
      rita.auth,
    )
    expect(errorOf(noOther)).toBe('noOtherPasskey')
    expect(
      (await remove(rita.auth, { id: secondId, p: 'correct-horse-battery' })).body.data,
    ).toEqual({
      removePasskey: true,
    })
    expect((await myPasskeys(rita.auth)).body.data.myPasskeys).toEqual([])
    expect(await hasPasskey(payload, 'customers', rita.doc.id)).toBe(false)
    // A removed passkey signs no one in.
    expect(
      errorOf(await signIn('customers', second.assert(await signInOptions('customers')))),
    ).toBe('passkeyFailed')
  })
})

describe('adding and removing a passkey are security events', () => {
  const secondSession = async (email: string): Promise<Auth> => {
    const { token } = await payload.login({
      collection: 'customers',
      data: { email, password: 'correct-horse-battery' },
    })
    return { token: token! }
  }
  const mailedKinds = async (account: number | string) => {
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendSecurityEmail' } },
      limit: 100,
      overrideAccess: true,
    })
    return docs
      .map((job) => job.input as { account: string; kind: string })
      .filter((input) => input.account === String(account))
      .map((input) => input.kind)
  }

  it('end every other session of the account, keep this one, and queue the e-mail of each', async () => {
    const victor = await customer(payload, 'victor@passkeys.test')
    const elsewhere = await secondSession('victor@passkeys.test')
    expect((await myPasskeys(elsewhere)).body.data.myPasskeys).toEqual([])
    const added = await register(victor.auth, new SoftwareAuthenticator(origin), 'Phone')
    expect(errorOf(await myPasskeys(elsewhere))).toBe('unauthorised')
    expect((await myPasskeys(victor.auth)).body.data.myPasskeys).toHaveLength(1)
    expect(await mailedKinds(victor.doc.id)).toEqual(['passkeyAdded'])

    const another = await secondSession('victor@passkeys.test')
    const removed = await gql(
      'mutation($id: ID!, $p: String) { removePasskey(id: $id, password: $p) }',
      { id: added.id, p: 'correct-horse-battery' },
      victor.auth,
    )
    expect(removed.body.data).toEqual({ removePasskey: true })
    expect(errorOf(await myPasskeys(another))).toBe('unauthorised')
    expect((await myPasskeys(victor.auth)).body.data.myPasskeys).toEqual([])
    expect((await mailedKinds(victor.doc.id)).sort()).toEqual(['passkeyAdded', 'passkeyRemoved'])
  })
})

describe('a deleted account', () => {
  it('takes its passkeys along: a later account with the same id is not signed in by them', async () => {
    for (const make of [
      () => customer(payload, `gone-${Date.now()}@passkeys.test`),
      () => staff(payload, `gone-${Date.now()}@passkeys.test`),
    ]) {
      const gone = await make()
      const collection = 'role' in gone.doc ? 'users' : 'customers'
      const key = new SoftwareAuthenticator(origin)
      await register(gone.auth, key, 'Old key')
      await payload.delete({ collection, id: gone.doc.id, overrideAccess: true })
      expect(await hasPasskey(payload, collection, gone.doc.id)).toBe(false)
      // On SQLite the next account takes the deleted one's id (the highest one is used again).
      await make()
      const answer = await signIn(collection, key.assert(await signInOptions(collection)))
      expect(errorOf(answer)).toBe('passkeyFailed')
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
  })
})

describe('the stored passkeys and challenges through Payload’s APIs', () => {
  it('are closed to REST and GraphQL for everyone, admins included', async () => {
    const admin = await staff(payload, 'rest-admin@passkeys.test')
    const [row] = (await payload.find({ collection: 'passkeys', overrideAccess: true, limit: 1 }))
      .docs
    expect(row).toBeDefined()
    for (const slug of ['passkeys', 'passkey-challenges']) {
      for (const auth of [admin.auth, undefined]) {
        const list = await rest('GET', `/${slug}`, auth)
        expect(list.status).toBeGreaterThanOrEqual(400)
        expect(JSON.stringify(list.body)).not.toContain('publicKey')
        expect((await rest('POST', `/${slug}`, auth, { name: 'x' })).status).toBeGreaterThanOrEqual(
          400,
        )
      }
    }
    expect((await rest('GET', `/passkeys/${row!.id}`, admin.auth)).status).toBeGreaterThanOrEqual(
      400,
    )
    expect(
      (await rest('PATCH', `/passkeys/${row!.id}`, admin.auth, { counter: 0 })).status,
    ).toBeGreaterThanOrEqual(400)
    expect(
      (await rest('DELETE', `/passkeys/${row!.id}`, admin.auth)).status,
    ).toBeGreaterThanOrEqual(400)
    const unchanged = await payload.findByID({
      collection: 'passkeys',
      id: row!.id,
      overrideAccess: true,
    })
    expect(unchanged.counter).toBe(row!.counter)
    const graphql = await gql('{ Passkeys { docs { publicKey counter } } }', {}, admin.auth)
    expect(errorOf(graphql)).toMatch(/Cannot query field "Passkeys"/)
    const write = await gql('mutation { createPasskey(data: {}) { id } }', {}, admin.auth)
    expect(errorOf(write)).toMatch(/Cannot query field "createPasskey"/)
  })
})
