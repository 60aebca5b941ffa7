import 'server-only'

/** What the control pages read of the trial: the signed-in customer's days left. */
export { trialDaysLeft, trialHasEnded } from './period'
