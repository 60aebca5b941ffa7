import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import type { Actor } from './table'
import { testSiteSettings } from '../forms'
import { paragraph } from '../lexical'

/** A row of a collection: who owns it for reading and for writing, and whether it is published. */
export type Row = { readers?: Actor[]; writers?: Actor[]; published?: boolean }
export type Upload = { data: Buffer; mimetype: string; name: string; size: number }

export type World = {
  payload: Payload
  users: Record<Actor, { id: number | string; collection: 'users' | 'customers' } | undefined>
  orgA: number | string
  orgB: number | string
  page: number | string
  form: number | string
}

export type Fixture = {
  /** Labelled rows; `own` cells are checked against readers (read) and writers (update, delete). */
  rows: Record<string, Row>
  /** Creates a fresh row of the label (server side, access not checked). */
  make: (world: World, label: string) => Promise<number | string>
  /** The body of a create request by `actor`. */
  create: (world: World, actor: Actor) => Record<string, unknown>
  /** A file the create request carries (upload collections). */
  file?: () => Promise<Upload>
  update: Record<string, unknown> | ((world: World) => Record<string, unknown>)
  /** GraphQL spelling of a body (enum values such as `_301`), when it differs from REST's. */
  forGraphQL?: (data: Record<string, unknown>) => Record<string, unknown>
}

let counter = 0
const unique = (prefix: string) => `${prefix}-${++counter}-${randomUUID().slice(0, 8)}`
const customerActors: Actor[] = ['owner', 'member', 'other']
const staffActors: Actor[] = ['editor', 'support', 'admin']

const create = (
  world: World,
  collection: string,
  data: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  world.payload
    .create({
      collection: collection as CollectionSlug,
      data: data as never,
      overrideAccess: true,
      depth: 0,
      context: { skipNotification: true },
      ...extra,
    })
    .then((doc) => doc.id)

const png = async (): Promise<Upload> => {
  const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${unique('pixel')}.png`, size: data.length }
}
const csv = async (): Promise<Upload> => {
  const data = Buffer.from('form,submissionData\n')
  return { data, mimetype: 'text/csv', name: `${unique('rows')}.csv`, size: data.length }
}

/** Published and draft rows of a versioned content collection. */
const versioned = (
  data: () => Record<string, unknown>,
  update: Record<string, unknown>,
  collection: string,
): Fixture => ({
  rows: { published: { published: true }, draft: {} },
  make: (world, label) =>
    create(
      world,
      collection,
      { ...data(), _status: label === 'published' ? 'published' : 'draft' },
      label === 'published' ? {} : { draft: true },
    ),
  create: () => data(),
  update,
})

const plain = (
  collection: string,
  data: (world: World) => Record<string, unknown>,
  update: Fixture['update'],
  file?: () => Promise<Upload>,
): Fixture => ({
  rows: { row: {} },
  make: async (world) => create(world, collection, data(world), file ? { file: await file() } : {}),
  create: (world) => data(world),
  file,
  update,
})

/** Rows owned by one staff user each (edit locks, preferences). */
const staffRows = (
  collection: string,
  data: (world: World, owner: Actor) => Record<string, unknown>,
  update: Record<string, unknown>,
): Fixture => ({
  rows: Object.fromEntries(
    staffActors.map((actor) => [actor, { readers: [actor], writers: [actor] }]),
  ),
  make: (world, label) => create(world, collection, data(world, label as Actor)),
  create: (world, actor) => data(world, actor),
  update,
})
const staffUser = (world: World, actor: Actor) => ({
  relationTo: world.users[actor]?.collection ?? 'users',
  value: world.users[actor]?.id ?? 0,
})

const slugged = (title: string) => ({ title, slug: unique('slug') })

export const fixtures: Record<string, Fixture> = {
  pages: versioned(() => slugged('Page'), { title: 'Changed page' }, 'pages'),
  posts: versioned(
    () => ({ ...slugged('Post'), excerpt: 'Excerpt', content: paragraph('Body') }),
    { title: 'Changed post' },
    'posts',
  ),
  'case-studies': versioned(
    () => ({
      ...slugged('Case'),
      client: 'Client',
      industry: 'Retail',
      summary: 'Summary',
      content: paragraph('Body'),
    }),
    { title: 'Changed case' },
    'case-studies',
  ),
  'glossary-terms': versioned(
    () => ({ term: unique('Term'), slug: unique('term'), shortDefinition: 'Short' }),
    { term: 'Changed term' },
    'glossary-terms',
  ),
  'job-openings': versioned(
    () => ({
      ...slugged('Job'),
      location: 'Zürich',
      employmentType: 'Full time',
      summary: 'Summary',
      description: paragraph('Body'),
    }),
    { title: 'Changed job' },
    'job-openings',
  ),
  categories: versioned(() => slugged('Category'), { title: 'Changed category' }, 'categories'),
  'team-members': versioned(
    () => ({ name: unique('Member'), role: 'Engineer', bio: 'Bio' }),
    { role: 'Changed role' },
    'team-members',
  ),
  testimonials: versioned(
    () => ({ quote: 'Great', author: unique('Author') }),
    { quote: 'Changed quote' },
    'testimonials',
  ),
  media: plain('media', () => ({ alt: 'Pixel' }), { alt: 'Changed alt' }, png),
  forms: plain(
    'forms',
    () => ({
      title: unique('Form'),
      purpose: 'contact',
      fields: [],
      confirmationType: 'message',
      confirmationMessage: paragraph('Thanks'),
      redirect: { url: 'https://example.com/thanks' },
    }),
    { title: 'Changed form', redirect: { url: 'https://example.com/thanks' } },
  ),
  redirects: {
    ...plain(
      'redirects',
      (world) => ({
        from: `/${unique('from')}`,
        to: { type: 'reference', reference: { relationTo: 'pages', value: world.page } },
        type: '301',
      }),
      (world) => ({
        to: { type: 'reference', reference: { relationTo: 'pages', value: world.page } },
      }),
    ),
    forGraphQL: (data) => ({ ...data, ...(data.type ? { type: `_${data.type}` } : {}) }),
  },
  'translation-states': plain(
    'translation-states',
    () => ({ key: unique('pages:'), target: 'pages', document: '1' }),
    { target: 'posts' },
  ),
  search: plain(
    'search',
    (world) => ({ title: unique('Search row'), doc: { relationTo: 'pages', value: world.page } }),
    { title: 'Changed search row' },
  ),
  users: {
    rows: Object.fromEntries(
      staffActors.map((actor) => [actor, { readers: [actor], writers: [actor] }]),
    ),
    make: (world) =>
      create(world, 'users', {
        email: `${unique('staff')}@unbound.test`,
        password: 'a-long-password-1',
        role: 'editor',
      }),
    create: () => ({
      email: `${unique('staff')}@unbound.test`,
      password: 'a-long-password-1',
      role: 'editor',
    }),
    update: { name: 'Changed name' },
  },
  customers: {
    rows: Object.fromEntries(
      customerActors.map((actor) => [actor, { readers: [actor], writers: [actor] }]),
    ),
    make: (world) =>
      create(
        world,
        'customers',
        {
          email: `${unique('customer')}@customers.test`,
          password: 'a-long-password-1',
          _verified: true,
        },
        { disableVerificationEmail: true },
      ),
    create: () => ({
      email: `${unique('customer')}@customers.test`,
      password: 'a-long-password-1',
    }),
    update: { name: 'Changed name' },
  },
  organisations: {
    rows: {
      orgA: { readers: ['owner', 'member'], writers: ['owner'] },
      orgB: { readers: ['other'], writers: ['other'] },
    },
    make: (world) =>
      create(world, 'organisations', { name: unique('Org'), owner: world.users.other!.id }),
    // A customer's `owner` is ignored (the creator becomes the owner); an admin names one.
    create: (world) => ({ name: unique('Org'), owner: world.users.other!.id }),
    update: { name: 'Renamed org' },
  },
  'engine-instances': {
    rows: { instanceA: { readers: ['owner', 'member'] }, instanceB: { readers: ['other'] } },
    make: (world, label) =>
      create(world, 'engine-instances', {
        organisation: label === 'instanceB' ? world.orgB : world.orgA,
        shopName: 'Shop',
        recipientEmail: 'orders@shop.test',
        instanceId: unique('inst'),
        subdomain: unique('shop'),
      }),
    create: (world) => ({
      organisation: world.orgA,
      shopName: 'New shop',
      recipientEmail: 'orders@shop.test',
      instanceId: unique('inst'),
      subdomain: unique('shop'),
    }),
    update: { status: 'stopped' },
  },
  'newsletter-subscribers': plain(
    'newsletter-subscribers',
    () => ({ email: `${unique('reader')}@example.com`, locale: 'en', status: 'pending' }),
    { status: 'unsubscribed' },
  ),
  'form-submissions': plain(
    'form-submissions',
    (world) => ({ form: world.form, submissionData: [{ field: 'message', value: 'Hello' }] }),
    { status: 'done' },
  ),
  exports: plain(
    'exports',
    () => ({ name: unique('export'), collectionSlug: 'form-submissions', format: 'csv' }),
    { name: 'Changed export' },
  ),
  imports: plain(
    'imports',
    () => ({ collectionSlug: 'form-submissions', importMode: 'create' }),
    { importMode: 'update' },
    csv,
  ),
  locks: plain(
    'locks',
    () => ({ key: unique('lock'), expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    { key: 'changed' },
  ),
  'account-sessions': plain(
    'account-sessions',
    (world) => ({
      accountCollection: 'customers',
      accountId: String(world.users.owner?.id),
      sid: unique('sid'),
      method: 'password',
      lastSeenAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    }),
    { browser: 'changed' },
  ),
  'account-devices': plain(
    'account-devices',
    (world) => ({
      accountCollection: 'customers',
      accountId: String(world.users.owner?.id),
      deviceHash: unique('device'),
    }),
    { deviceHash: 'changed' },
  ),
  passkeys: plain(
    'passkeys',
    (world) => ({
      accountCollection: 'customers',
      account: String(world.users.owner?.id ?? 0),
      credentialId: unique('credential'),
      publicKey: 'cHVibGljLWtleQ',
      counter: 0,
      name: 'Matrix key',
    }),
    { counter: 99 },
  ),
  'passkey-challenges': plain(
    'passkey-challenges',
    () => ({
      challenge: unique('challenge'),
      ceremony: 'signIn',
      accountCollection: 'customers',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    }),
    { expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
  ),
  'two-step-factors': plain(
    'two-step-factors',
    () => ({ account: unique('customers:'), lastStep: 1 }),
    { lastStep: 2 },
  ),
  'payload-kv': plain('payload-kv', () => ({ key: unique('key'), data: { value: 1 } }), {
    data: { value: 2 },
  }),
  activity: {
    rows: { activityA: { readers: ['owner', 'member'] }, activityB: { readers: ['other'] } },
    make: (world, label) =>
      create(world, 'activity', {
        organisation: label === 'activityB' ? world.orgB : world.orgA,
        action: 'invited',
        subject: 'someone@matrix.test',
      }),
    create: (world) => ({ organisation: world.orgA, action: 'launched', subject: 'Shop' }),
    update: { subject: 'changed@matrix.test' },
  },
  'api-tokens': plain(
    'api-tokens',
    (world) => ({
      name: unique('token'),
      organisation: world.orgA,
      scope: 'read',
      displayPrefix: 'ubt_matrix00',
      secretHash: unique('hash'),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    }),
    { name: 'Changed token' },
  ),
  'provisioning-callbacks': plain(
    'provisioning-callbacks',
    () => ({ callbackId: unique('callback'), instanceId: 'inst-matrix', sequence: 1 }),
    { sequence: 2 },
  ),
  'payload-migrations': plain(
    'payload-migrations',
    () => ({ name: unique('migration'), batch: 99 }),
    { batch: 100 },
  ),
  'payload-jobs': plain(
    'payload-jobs',
    () => ({ taskSlug: 'notifySubmission', input: { submissionId: '0' }, queue: 'matrix' }),
    { queue: 'changed' },
  ),
  'payload-locked-documents': staffRows(
    'payload-locked-documents',
    (world, owner) => ({
      document: { relationTo: 'pages', value: world.page },
      user: staffUser(world, owner),
    }),
    { globalSlug: 'header' },
  ),
  'payload-preferences': {
    ...staffRows(
      'payload-preferences',
      (world, owner) => ({
        key: unique('pref'),
        value: { open: true },
        user: staffUser(world, owner),
      }),
      { value: { open: false } },
    ),
    // The owner comes from the request's user (Payload's own hook), so the row is made as that user.
    make: (world, label) =>
      create(
        world,
        'payload-preferences',
        { key: unique('pref'), value: { open: true } },
        { user: world.users[label as Actor] },
      ),
  },
}

export const siteSettings = testSiteSettings

export const globalUpdates: Record<string, Record<string, unknown>> = {
  header: { navItems: [] },
  footer: { tagline: 'Changed tagline' },
  'site-settings': siteSettings,
  'payload-jobs-stats': { stats: { changed: true } },
  'staff-sign-in': { requireSecondFactor: false },
}
