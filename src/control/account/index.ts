/**
 * The customer's account. What the config and the job list use (pages read through ./server.ts).
 */
export { Customers } from './collection'
export { customerAuthMutations } from './authRoutes'
export { closeAccountSlug, closeAccountTask, queueCloseAccount } from './jobs/closeAccount'
export { sendAccountEmailTask } from './jobs/sendAccountEmail'
