import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Customer, User } from '@/payload-types'

import { paragraph } from '../helpers/lexical'
import { startPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let staff: User & { collection: 'users' }
let customer: Customer & { collection: 'customers' }
let customerToken: string
let staffToken: string

beforeAll(async () => {
  ctx = await startPayload()
  const { payload } = ctx
  const createdStaff = await payload.create({
    collection: 'users',
    data: { email: 'editor@unbound.example', password: 'editor-password-1', role: 'editor' },
  })
  const createdCustomer = await payload.create({
    collection: 'customers',
    data: { email: 'shop@example.com', password: 'customer-password-1' },
    disableVerificationEmail: true,
  })
  await payload.update({
    collection: 'customers',
    id: createdCustomer.id,
    data: { _verified: true },
  })
  customerToken = (
    await payload.login({
      collection: 'customers',
      data: { email: 'shop@example.com', password: 'customer-password-1' },
    })
  ).token!
  staffToken = (
    await payload.login({
      collection: 'users',
      data: { email: 'editor@unbound.example', password: 'editor-password-1' },
    })
  ).token!
  staff = { ...createdStaff, collection: 'users' }
  customer = { ...createdCustomer, collection: 'customers' }

  await payload.create({
    collection: 'pages',
    data: { title: 'Live', slug: 'live', _status: 'published' },
  })
  await payload.create({
    collection: 'pages',
    data: { title: 'Secret draft', slug: 'secret-draft', _status: 'draft' },
    draft: true,
  })
  const form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Contact',
      fields: [],
      confirmationType: 'message',
      confirmationMessage: paragraph('Thanks'),
    } as never,
  })
  await payload.create({
    collection: 'form-submissions',
    data: { form: form.id, submissionData: [] } as never,
  })
})
afterAll(async () => ctx?.stop())

describe('content access', () => {
  it('shows visitors published pages only', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      overrideAccess: false,
      draft: true,
    })
    expect(docs.map((doc) => doc.slug)).toEqual(['live'])
  })

  it('shows staff drafts too', async () => {
    const { docs } = await ctx.payload.find({
      collection: 'pages',
      overrideAccess: false,
      user: staff,
      draft: true,
    })
    expect(docs.map((doc) => doc.slug).sort()).toEqual(['live', 'secret-draft'])
  })

  it('keeps versions away from visitors and customers', async () => {
    await expect(
      ctx.payload.findVersions({ collection: 'pages', overrideAccess: false }),
    ).rejects.toThrow()
    const asCustomer = await ctx.payload
      .findVersions({ collection: 'pages', overrideAccess: false, user: customer })
      .then((result) => result.docs.length)
      .catch(() => 0)
    expect(asCustomer).toBe(0)
    const asStaff = await ctx.payload.findVersions({
      collection: 'pages',
      overrideAccess: false,
      user: staff,
    })
    expect(asStaff.totalDocs).toBeGreaterThan(0)
  })

  it('lets only staff change content', async () => {
    await expect(
      ctx.payload.create({
        collection: 'pages',
        overrideAccess: false,
        user: customer,
        data: { title: 'X', slug: 'x' },
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.create({
        collection: 'pages',
        overrideAccess: false,
        data: { title: 'X', slug: 'x' },
      }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.updateGlobal({
        slug: 'site-settings',
        overrideAccess: false,
        user: customer,
        data: { brandName: 'Hacked' },
      }),
    ).rejects.toThrow()
  })

  it('lets only support and admins read form submissions', async () => {
    await expect(
      ctx.payload.find({ collection: 'form-submissions', overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.find({ collection: 'form-submissions', overrideAccess: false, user: customer }),
    ).rejects.toThrow()
    // Editors work on content, not on visitors' messages.
    await expect(
      ctx.payload.find({ collection: 'form-submissions', overrideAccess: false, user: staff }),
    ).rejects.toThrow()
    const support = await ctx.payload.create({
      collection: 'users',
      data: { email: 'support@unbound.example', password: 'support-password-1', role: 'support' },
    })
    const asSupport = await ctx.payload.find({
      collection: 'form-submissions',
      overrideAccess: false,
      user: { ...support, collection: 'users' },
    })
    expect(asSupport.totalDocs).toBe(1)
  })

  it('never lets a customer into the admin', async () => {
    const asCustomer = await ctx.payload.auth({
      headers: new Headers({ Authorization: `JWT ${customerToken}` }),
    })
    expect(asCustomer.user?.collection).toBe('customers')
    expect(asCustomer.permissions.canAccessAdmin).toBeFalsy()
    const asStaff = await ctx.payload.auth({
      headers: new Headers({ Authorization: `JWT ${staffToken}` }),
    })
    expect(asStaff.permissions.canAccessAdmin).toBe(true)
  })

  it('shows a customer only their own account', async () => {
    await ctx.payload.create({
      collection: 'customers',
      data: { email: 'other@example.com', password: 'customer-password-2' },
      disableVerificationEmail: true,
    })
    const own = await ctx.payload.find({
      collection: 'customers',
      overrideAccess: false,
      user: customer,
    })
    expect(own.docs.map((doc) => doc.email)).toEqual(['shop@example.com'])
    await expect(
      ctx.payload.find({ collection: 'customers', overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      ctx.payload.find({ collection: 'users', overrideAccess: false, user: customer }),
    ).rejects.toThrow()
  })
})
