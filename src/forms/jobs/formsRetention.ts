import type { TaskConfig, TaskType } from 'payload'

import { mailTaskSlugs } from '@/admin/jobGroups'
import { env } from '@/config/env'
import { forgetExpiredLocks } from '@/locks'

const day = 24 * 60 * 60 * 1000

/** Contact requests are reviewed after two years (SPEC §9); unconfirmed sign-ups go after 30 days. */
export const retention = {
  contactReviewAfterMs: 2 * 365 * day,
  pendingNewsletterMs: 30 * day,
  finishedJobsMs: 30 * day,
  /** Organisations' activity log (docs/control-area.md, data-protection statement). */
  activityMs: 365 * day,
}

/**
 * Finished jobs forgotten after 30 days: e-mails, the trial scans (the trial-end scan alone
 * leaves 144 a day) and the jobs they queue, and CDN purges (a few per publish). Their input is
 * only an id or a cache tag.
 */
const forgottenTaskSlugs: TaskType[] = [
  ...mailTaskSlugs,
  'queueTrialReminders',
  'queueTrialEnds',
  'applyTrialEnd',
  'purgeEdgeCache',
]

/**
 * Daily: deletes activity-log entries older than a year, flags submissions older than two years for review, deletes those staff confirmed for
 * deletion, deletes newsletter sign-ups never confirmed within 30 days, and forgets expired locks
 * (used captcha challenges and start tokens, e-mail throttles) and finished e-mail jobs
 * and trial scans after 30 days.
 */
export const formsRetentionTask: TaskConfig<'formsRetention'> = {
  slug: 'formsRetention',
  label: 'Forms data retention',
  schedule: [{ cron: env().FORMS_RETENTION_CRON, queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [
    { name: 'flagged', type: 'number' },
    { name: 'deletedSubmissions', type: 'number' },
    { name: 'deletedSubscribers', type: 'number' },
    { name: 'deletedLocks', type: 'number' },
    { name: 'deletedJobs', type: 'number' },
    { name: 'deletedActivity', type: 'number' },
  ],
  handler: async ({ req }) => {
    const { payload } = req
    const now = Date.now()
    const flagged = await payload.update({
      collection: 'form-submissions',
      where: {
        and: [
          {
            createdAt: { less_than: new Date(now - retention.contactReviewAfterMs).toISOString() },
          },
          { 'retention.reviewDue': { not_equals: true } },
        ],
      },
      data: { retention: { reviewDue: true } },
      overrideAccess: true,
      depth: 0,
      context: { skipNotification: true },
    })
    const deletedSubmissions = await payload.delete({
      collection: 'form-submissions',
      where: { 'retention.confirmDeletion': { equals: true } },
      overrideAccess: true,
      depth: 0,
    })
    const deletedSubscribers = await payload.delete({
      collection: 'newsletter-subscribers',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { createdAt: { less_than: new Date(now - retention.pendingNewsletterMs).toISOString() } },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
    const deletedLocks = await forgetExpiredLocks(payload, now)
    const deletedJobs = await payload.delete({
      collection: 'payload-jobs',
      where: {
        and: [
          {
            taskSlug: { in: forgottenTaskSlugs },
          },
          {
            completedAt: { less_than: new Date(now - retention.finishedJobsMs).toISOString() },
          },
        ],
      },
      overrideAccess: true,
      depth: 0,
    })
    const deletedActivity = await payload.delete({
      collection: 'activity',
      where: { createdAt: { less_than: new Date(now - retention.activityMs).toISOString() } },
      overrideAccess: true,
      depth: 0,
    })
    return {
      output: {
        flagged: flagged.docs.length,
        deletedSubmissions: deletedSubmissions.docs.length,
        deletedSubscribers: deletedSubscribers.docs.length,
        deletedLocks,
        deletedJobs: deletedJobs.docs.length,
        deletedActivity: deletedActivity.docs.length,
      },
    }
  },
}
