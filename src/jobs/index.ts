import type { JobsConfig } from 'payload'

import { adminOnly, hiddenUnless, isAdmin, nobody } from '@/access'

import { formsRetentionTask } from './formsRetention'
import { notifyEngineStatusTask } from './notifyEngineStatus'
import { notifySubmissionTask, sendNewsletterOptInTask } from './notifySubmission'
import { provisionInstanceTask } from './provisionInstance'
import { jobsRunHere, shouldRunJobs } from './runner'
import { sendAccountEmailTask } from './sendAccountEmail'
import { teardownInstanceTask } from './teardownInstance'
import { queueTrialRemindersTask, sendTrialReminderTask } from './trialReminders'

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
  ],
  deleteJobOnComplete: false,
  // Over HTTP (/api/payload-jobs/run) only admins run, queue or cancel jobs; the server's own runner needs no user.
  access: {
    run: ({ req }) => isAdmin(req.user),
    queue: ({ req }) => isAdmin(req.user),
    cancel: ({ req }) => isAdmin(req.user),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: hiddenUnless('admin'), group: 'Settings' },
    // Admins read jobs (and their attempts); only the server writes them.
    access: { read: adminOnly, create: nobody, update: nobody, delete: nobody },
  }),
  // Tests run the queue themselves (payload.jobs.run) and turn the background runner off; a web
  // server with RUN_JOBS=false leaves the queue to the workers.
  autoRun:
    process.env.JOBS_AUTORUN === 'false' || !jobsRunHere()
      ? undefined
      : [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
  shouldAutoRun: shouldRunJobs,
}
