/**
 * The team: members, roles, invitations and the activity log. What other features, the config and
 * the job list use (pages read through ./server.ts).
 */
export { Activity } from './collection'
export { anonymiseActivityOf, recordActivity } from './activity'
export { membersOf } from './operations'
export { sendTeamEmailTask } from './jobs/sendTeamEmail'
