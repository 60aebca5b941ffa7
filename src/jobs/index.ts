import type { JobsConfig } from 'payload'

import { isStaffUser } from '@/access'

export const jobsConfig: JobsConfig = {
  tasks: [],
  deleteJobOnComplete: false,
  access: { run: ({ req }) => isStaffUser(req.user), queue: ({ req }) => isStaffUser(req.user) },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    admin: { ...defaultJobsCollection.admin, hidden: false, group: 'Settings' },
  }),
  autoRun: [{ cron: '*/5 * * * * *', queue: 'default', limit: 20 }],
}
