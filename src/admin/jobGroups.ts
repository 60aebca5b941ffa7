/** Tasks that send an e-mail: their failures and retries show on the staff dashboard. */
export const mailTaskSlugs = [
  'notifySubmission',
  'sendNewsletterOptIn',
  'sendAccountEmail',
  'sendTrialReminder',
  'notifyEngineStatus',
  'sendTeamEmail',
  'sendSecurityEmail',
] as const

/** Payload's own task for scheduled publish and unpublish. */
export const scheduledPublishSlug = 'schedulePublish'
