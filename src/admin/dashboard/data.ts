import { Forbidden, type Payload, type Where } from 'payload'

import { hasRole, type StaffUser } from '@/access'

import { mailTaskSlugs, scheduledPublishSlug } from '../jobGroups'
import { adminListHref } from './links'

const day = 24 * 60 * 60 * 1000
/** Provisioning normally finishes within minutes; an instance unchanged for longer is stuck. */
export const provisioningExpectedMs = 15 * 60 * 1000

export const draftCollections = [
  'pages',
  'posts',
  'case-studies',
  'glossary-terms',
  'job-openings',
] as const
type DraftCollection = (typeof draftCollections)[number]

export type Figure = { count: number; href: string }
export type FormLeads = { formId: number | string; title: string; total: Figure; new: Figure }
export type MailProblem = {
  id: number | string
  task: string
  failed: boolean
  tries: number
  error: string | null
  href: string
}

export type DashboardData = {
  leads?: FormLeads[]
  mails?: { failing: Figure; retrying: Figure; latest: MailProblem[] }
  instances?: { stuck: Figure; failed: Figure }
  trials?: Figure
  newsletter?: Figure
  drafts?: ({ collection: DraftCollection } & Figure)[]
  scheduled?: Figure
}

type Context = { payload: Payload; user: StaffUser; now: Date }

/** Runs a read as the user; a collection the user may not read at all gives nothing instead of an error. */
async function asUser<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof Forbidden) return undefined
    throw error
  }
}

async function figure(
  { payload, user }: Context,
  collection: 'form-submissions' | 'engine-instances' | 'customers' | 'newsletter-subscribers',
  where: Where,
): Promise<Figure> {
  const { totalDocs } = await payload.count({ collection, where, user, overrideAccess: false })
  return { count: totalDocs, href: adminListHref(payload, collection, where) }
}

async function leads(context: Context): Promise<FormLeads[]> {
  const { payload, user, now } = context
  const since = new Date(now.getTime() - 7 * day).toISOString()
  const forms = await payload.find({
    collection: 'forms',
    depth: 0,
    limit: 100,
    pagination: false,
    sort: 'title',
    user,
    overrideAccess: false,
  })
  const perForm = await Promise.all(
    forms.docs.map(async (form) => {
      const recent: Where = {
        and: [{ form: { equals: form.id } }, { createdAt: { greater_than_equal: since } }],
      }
      const fresh: Where = { and: [...recent.and!, { status: { equals: 'new' } }] }
      return {
        formId: form.id,
        title: form.title,
        total: await figure(context, 'form-submissions', recent),
        new: await figure(context, 'form-submissions', fresh),
      }
    }),
  )
  return perForm.filter((form) => form.total.count > 0)
}

function errorText(error: unknown): string | null {
  if (!error) return null
  if (typeof error === 'string') return error
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return JSON.stringify(error)
}

async function mails({ payload, user }: Context): Promise<DashboardData['mails']> {
  const mailJobs: Where = { taskSlug: { in: [...mailTaskSlugs] } }
  const failingWhere: Where = { and: [mailJobs, { hasError: { equals: true } }] }
  const retryingWhere: Where = {
    and: [
      mailJobs,
      { hasError: { not_equals: true } },
      { completedAt: { exists: false } },
      { totalTried: { greater_than: 0 } },
    ],
  }
  const read = (where: Where, limit: number) =>
    payload.find({
      collection: 'payload-jobs',
      where,
      limit,
      depth: 0,
      sort: '-updatedAt',
      user,
      overrideAccess: false,
    })
  const [failing, retrying] = await Promise.all([read(failingWhere, 5), read(retryingWhere, 5)])
  const latest = [...failing.docs, ...retrying.docs].map((job) => ({
    id: job.id,
    task: job.taskSlug ?? '',
    failed: Boolean(job.hasError),
    tries: job.totalTried ?? 0,
    error:
      errorText(job.error) ??
      errorText([...(job.log ?? [])].reverse().find((entry) => entry.error)?.error),
    href: `${payload.config.routes.admin}/collections/payload-jobs/${job.id}`,
  }))
  return {
    failing: {
      count: failing.totalDocs,
      href: adminListHref(payload, 'payload-jobs', failingWhere),
    },
    retrying: {
      count: retrying.totalDocs,
      href: adminListHref(payload, 'payload-jobs', retryingWhere),
    },
    latest,
  }
}

async function drafts(context: Context): Promise<DashboardData['drafts']> {
  const { payload, user } = context
  const where: Where = { _status: { equals: 'draft' } }
  return Promise.all(
    draftCollections.map(async (collection) => {
      // draft: true reads each document's latest version, so a published page with a newer draft counts too.
      const { totalDocs } = await payload.find({
        collection,
        where,
        draft: true,
        depth: 0,
        limit: 1,
        user,
        overrideAccess: false,
      })
      return { collection, count: totalDocs, href: adminListHref(payload, collection, where) }
    }),
  )
}

async function scheduled({ payload, user }: Context): Promise<Figure> {
  const where: Where = {
    and: [
      { taskSlug: { equals: scheduledPublishSlug } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
    ],
  }
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where,
    user,
    overrideAccess: false,
  })
  return { count: totalDocs, href: adminListHref(payload, 'payload-jobs', where) }
}

function startOfMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/**
 * What needs the signed-in staff member: support and admins see leads, failing e-mails,
 * instances and trials; editors and admins see drafts and scheduled publications. Every read
 * runs with the user's access rules, so nobody sees a count of what they may not read.
 */
export async function dashboardData(
  payload: Payload,
  user: StaffUser,
  now = new Date(),
): Promise<DashboardData> {
  const context: Context = { payload, user, now }
  const data: DashboardData = {}
  if (hasRole(user, 'admin', 'support')) {
    const inAWeek = new Date(now.getTime() + 7 * day).toISOString()
    const stuckSince = new Date(now.getTime() - provisioningExpectedMs).toISOString()
    data.leads = await asUser(() => leads(context))
    data.mails = await asUser(() => mails(context))
    data.instances = await asUser(async () => ({
      stuck: await figure(context, 'engine-instances', {
        and: [{ status: { equals: 'provisioning' } }, { updatedAt: { less_than: stuckSince } }],
      }),
      failed: await figure(context, 'engine-instances', { status: { equals: 'failed' } }),
    }))
    data.trials = await asUser(() =>
      figure(context, 'customers', {
        and: [
          { trialEndsAt: { greater_than_equal: now.toISOString() } },
          { trialEndsAt: { less_than: inAWeek } },
        ],
      }),
    )
    data.newsletter = await asUser(() =>
      figure(context, 'newsletter-subscribers', {
        confirmedAt: { greater_than_equal: startOfMonth(now).toISOString() },
      }),
    )
  }
  if (hasRole(user, 'admin', 'editor')) {
    data.drafts = await asUser(() => drafts(context))
    data.scheduled = await asUser(() => scheduled(context))
  }
  return data
}
