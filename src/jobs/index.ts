import type { Access, JobsConfig } from 'payload'

import { hasRole, hiddenUnless, isAdmin, nobody } from '@/access'
import { sendSecurityEmailTask } from '@/accounts/sessions'
import { mailTaskSlugs, scheduledPublishSlug } from '@/admin/jobGroups'
import { edgePurgeRuns, edgePurgeTask } from '@/cache/purge/task'
import { env } from '@/config/env'
import { closeAccountTask, sendAccountEmailTask } from '@/control/account'
import {
  applyTrialEndTask,
  notifyEngineStatusTask,
  provisionInstanceTask,
  queueTrialEndsTask,
  resumeInstanceTask,
  suspendInstanceTask,
  teardownInstanceTask,
} from '@/control/engines'
import { sendTeamEmailTask } from '@/control/team'
import { queueTrialRemindersTask, sendTrialReminderTask } from '@/control/trial'
import { formsRetentionTask, notifySubmissionTask, sendNewsletterOptInTask } from '@/forms'

import { withHeartbeat } from './heartbeat'
import { labelJobsCollection } from './labels'
import { countedTask } from './metrics'
import { jobsRunHere, shouldRunJobs } from './runner'
import { tracedTask } from './tracing'

/**
 * Admins read every job; support reads the mail jobs (failing e-mails are theirs to follow up),
 * editors the scheduled publications (the staff dashboard links to both lists).
 */
const readJobs: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (hasRole(req.user, 'support')) return { taskSlug: { in: [...mailTaskSlugs] } }
  if (hasRole(req.user, 'editor')) return { taskSlug: { equals: scheduledPublishSlug } }
  return false
}

export const jobsConfig: JobsConfig = {
  tasks: [
    notifySubmissionTask,
    sendNewsletterOptInTask,
    formsRetentionTask,
    provisionInstanceTask,
    teardownInstanceTask,
    sendAccountEmailTask,
    queueTrialRemindersTask,
    sendTrialReminderTask,
    notifyEngineStatusTask,
    closeAccountTask,
    queueTrialEndsTask,
    applyTrialEndTask,
    suspendInstanceTask,
    resumeInstanceTask,
    sendTeamEmailTask,
    edgePurgeTask,
    sendSecurityEmailTask,
  ]
    .map(countedTask)
    .map(withHeartbeat)
    .map(tracedTask),
  deleteJobOnComplete: false,
  // Over HTTP (/api/payload-jobs/run) only admins run, queue or cancel jobs; the server's own runner needs no user.
  access: {
    run: ({ req }) => isAdmin(req.user),
    queue: ({ req }) => isAdmin(req.user),
    cancel: ({ req }) => isAdmin(req.user),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => {
    const labelled = labelJobsCollection(defaultJobsCollection)
    return {
      ...labelled,
      admin: { ...labelled.admin, hidden: hiddenUnless('admin', 'editor', 'support') },
      // Staff read the jobs of their role (and their attempts); only the server writes them.
      access: { read: readJobs, create: nobody, update: nobody, delete: nobody },
    }
  },
  // Every second: a queued e-mail (a sign-up's verification, a contact request) leaves within
  // about a second, for one indexed query per pass. Tests run the queue themselves
  // (payload.jobs.run) and turn the background runner off; a web server with RUN_JOBS=false leaves
  // the queue to the workers.
  autoRun:
    !env().JOBS_AUTORUN || !jobsRunHere()
      ? undefined
      : [{ cron: '* * * * * *', queue: 'default', limit: 20 }, ...edgePurgeRuns()],
  shouldAutoRun: shouldRunJobs,
}
