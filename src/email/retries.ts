import { env } from '@/config/env'

/**
 * Retries of every job that sends an e-mail: MAIL_JOB_ATTEMPTS tries, the first backoff
 * JOB_BACKOFF_MS (5 s, 10 s, 20 s, …; tests shorten it).
 */
export const mailRetries = () => ({
  attempts: env().MAIL_JOB_ATTEMPTS,
  backoff: { type: 'exponential' as const, delay: env().JOB_BACKOFF_MS },
})
