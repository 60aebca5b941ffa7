import type { JobsConfig } from 'payload'

import { isStaffUser } from '@/access'

import { formsRetentionTask } from './formsRetention'
import { notifySubmissionTask, sendNewsletterOptInTask } from './notifySubmission'
import { provisionInstanceTask } from './provisionInstance'
import { sendAccountEmailTask } from './sendAccountEmail'

export const jobsConfig: JobsConfig = {
  tasks: [notifySubmissionTask, sendNewsletterOptInTask, formsRetentionTask, provisionInstanceTask, sendAccountEmailTask],
  deleteJobOnComplete: false,
  access: { run: ({ req }) => isStaffUser(req.user), queue: ({ req }) => isStaffUser(req.user) },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Settings' },
    // Payload's default is read: () => false, which hides every job (and its attempts) from staff too.
    access: { ...defaultJobsCollection.access, read: ({ req }) => isStaffUser(req.user) },
  }),
  // Tests run the queue themselves (payload.jobs.run) and turn the background runner off.
  autoRun: process.env.JOBS_AUTORUN === 'false' ? undefined : [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
}
