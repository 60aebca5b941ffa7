/**
 * The trial: its clock, its quotas and support's extension, and the reminder e-mails' jobs. What
 * other features, the config and the job list use (pages read through ./server.ts).
 */
export { trialEndFrom, trialHasEnded } from './period'
export { assertInstanceQuota, assertOrganisationQuota, ownedOrganisationIds } from './quotas'
export {
  extendTrialByDays,
  maxTrialExtensionDays,
  refuseTrialChangesByCustomers,
} from './customerHooks'
export { queueTrialRemindersTask, sendTrialReminderTask } from './jobs/trialReminders'
