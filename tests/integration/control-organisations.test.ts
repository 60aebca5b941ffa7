import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bootControl, customer, gql, rest, type Auth } from '../helpers/control'
import type { TestPayload } from '../helpers/payload'

/** Organisations through the control mutations: create (name rule), rename by the owner, invitations. */
let started: TestPayload
let payload: Payload
let owner: { doc: { id: number | string }; auth: Auth }
let invitee: { doc: { id: number | string }; auth: Auth }
let stranger: { doc: { id: number | string }; auth: Auth }
let orgId: string
const mails: { to: string; subject: string; html?: string; text?: string }[] = []
const errorOf = (result: { body: { errors?: { message: string }[] } }) =>
  result.body.errors?.[0]?.message

beforeAll(async () => {
  started = await bootControl()
  payload = started.payload
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message: any) => {
    mails.push(message)
    return { accepted: [message.to] }
  })
  owner = await customer(payload, 'owner@org.test', { name: 'Olivia Owner' })
  invitee = await customer(payload, 'invitee@org.test')
  stranger = await customer(payload, 'stranger@org.test')
})

afterAll(async () => {
  await started?.stop()
})

describe('organisations', () => {
  it('creates with a 2–80 character name, owned by the creator', async () => {
    expect(
      errorOf(await gql('mutation { createMyOrganisation(name: " ") { id } }', {}, owner.auth)),
    ).toBe('nameRequired')
    expect(
      errorOf(await gql('mutation { createMyOrganisation(name: "x") { id } }', {}, owner.auth)),
    ).toBe('nameLength')
    expect(
      errorOf(
        await gql(
          `mutation { createMyOrganisation(name: "${'x'.repeat(81)}") { id } }`,
          {},
          owner.auth,
        ),
      ),
    ).toBe('nameLength')
    expect(
      errorOf(await gql('mutation { createMyOrganisation(name: "Anonymous AG") { id } }')),
    ).toBe('unauthorised')
    const created = await gql(
      'mutation { createMyOrganisation(name: "Velo AG") { id name } }',
      {},
      owner.auth,
    )
    orgId = created.body.data.createMyOrganisation.id
    const doc = await payload.findByID({
      collection: 'organisations',
      id: Number(orgId),
      overrideAccess: true,
      depth: 0,
    })
    expect(doc.owner).toBe(owner.doc.id)
    expect(doc.members).toMatchObject([{ customer: owner.doc.id, role: 'owner' }])
  })

  it('only the owner renames', async () => {
    const rename =
      'mutation($id: ID!, $name: String!) { renameOrganisation(id: $id, name: $name) { name } }'
    expect(errorOf(await gql(rename, { id: orgId, name: 'Taken AG' }, stranger.auth))).toBe(
      'notFound',
    )
    expect(
      (await gql(rename, { id: orgId, name: 'Velo Holding AG' }, owner.auth)).body.data
        .renameOrganisation.name,
    ).toBe('Velo Holding AG')
  })

  it('invites by e-mail; only the invited address can join, once, and then sees the organisation', async () => {
    const invite =
      'mutation($organisation: ID!, $email: String!, $locale: String) { inviteMember(organisation: $organisation, email: $email, locale: $locale) }'
    expect(
      errorOf(await gql(invite, { organisation: orgId, email: 'invitee@org.test' }, stranger.auth)),
    ).toBe('notFound')
    expect(
      errorOf(await gql(invite, { organisation: orgId, email: 'owner@org.test' }, owner.auth)),
    ).toBe('alreadyMember')
    expect(
      (
        await gql(
          invite,
          { organisation: orgId, email: 'Invitee@Org.test', locale: 'de-CH' },
          owner.auth,
        )
      ).body.data.inviteMember,
    ).toBe(true)

    const mail = mails.find((entry) => entry.to === 'invitee@org.test')!
    expect(mail.subject).toBe('Einladung zu Velo Holding AG')
    expect(mail.text).toContain('Olivia Owner')
    const token = /\/de\/control\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text!)![1]

    // The token itself is never stored or shown.
    const stored = JSON.stringify(
      await payload.findByID({
        collection: 'organisations',
        id: Number(orgId),
        overrideAccess: true,
        showHiddenFields: true,
      }),
    )
    expect(stored).not.toContain(token)
    const asOwner = (await rest('GET', `/organisations/${orgId}`, owner.auth)).text
    expect(asOwner).toContain('invitee@org.test')
    expect(asOwner).not.toContain('tokenHash')

    const accept = 'mutation($token: String!) { acceptInvitation(token: $token) { id name } }'
    expect(errorOf(await gql(accept, { token }, stranger.auth))).toBe('invalidInvitation')
    expect(errorOf(await gql(accept, { token: 'made-up-token' }, invitee.auth))).toBe(
      'invalidInvitation',
    )
    expect((await rest('GET', `/organisations/${orgId}`, invitee.auth)).status).toBe(404)

    expect((await gql(accept, { token }, invitee.auth)).body.data.acceptInvitation).toEqual({
      id: orgId,
      name: 'Velo Holding AG',
    })
    const doc = await payload.findByID({
      collection: 'organisations',
      id: Number(orgId),
      overrideAccess: true,
      depth: 0,
    })
    expect(doc.members?.map((member) => [member.customer, member.role])).toEqual([
      [owner.doc.id, 'owner'],
      [invitee.doc.id, 'member'],
    ])
    expect(doc.invitations).toEqual([])
    expect((await rest('GET', `/organisations/${orgId}`, invitee.auth)).status).toBe(200)
    expect(errorOf(await gql(accept, { token }, invitee.auth))).toBe('invalidInvitation')

    // A member is neither the owner nor an admin: no renaming, no inviting.
    expect(
      errorOf(
        await gql(
          'mutation($id: ID!) { renameOrganisation(id: $id, name: "Mine") { name } }',
          { id: orgId },
          invitee.auth,
        ),
      ),
    ).toBe('notOwner')
    expect(
      errorOf(await gql(invite, { organisation: orgId, email: 'x@org.test' }, invitee.auth)),
    ).toBe('notAllowed')
  })

  it('an expired invitation cannot be used', async () => {
    const invite =
      'mutation($organisation: ID!, $email: String!) { inviteMember(organisation: $organisation, email: $email) }'
    await gql(invite, { organisation: orgId, email: 'stranger@org.test' }, owner.auth)
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.text!)![1]
    const doc = await payload.findByID({
      collection: 'organisations',
      id: Number(orgId),
      overrideAccess: true,
      showHiddenFields: true,
      depth: 0,
    })
    await payload.update({
      collection: 'organisations',
      id: Number(orgId),
      data: {
        invitations: doc.invitations!.map(({ id: _id, ...entry }) => ({
          ...entry,
          expiresAt: new Date(Date.now() - 1000).toISOString(),
        })),
      },
      overrideAccess: true,
    })
    expect(
      errorOf(
        await gql(
          'mutation($token: String!) { acceptInvitation(token: $token) { id } }',
          { token },
          stranger.auth,
        ),
      ),
    ).toBe('invalidInvitation')
  })
})
