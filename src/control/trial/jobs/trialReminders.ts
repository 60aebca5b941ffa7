import type { Payload, TaskConfig } from 'payload'

import { env } from '@/config/env'
import { localeOf } from '@/email/links'
import { renderEmail } from '@/email/render'
import { mailRetries } from '@/email/retries'
import { markOnce, release } from '@/locks'
import { toId } from '@/utilities/ids'

import {
  trialDaysLeft,
  trialReminderDue,
  trialReminders,
  trialReminderWindows,
  type TrialReminder,
} from '../period'

export const queueTrialRemindersSlug = 'queueTrialReminders' as const
export const sendTrialReminderSlug = 'sendTrialReminder' as const

/** Customers looked at per reminder and scan; the rest wait for the next scan. */
const batch = 200

/**
 * Queues a reminder job for every verified customer whose trial has entered a reminder's window
 * and who has not had that reminder yet. Unverified addresses get nothing (no mail to an address
 * someone else may have typed in). Scanning twice queues a job twice; the job sends once.
 */
export async function queueTrialReminders(payload: Payload, now = new Date()): Promise<number> {
  let queued = 0
  for (const kind of trialReminders) {
    const { fromMs, toMs } = trialReminderWindows[kind]
    const { docs } = await payload.find({
      collection: 'customers',
      where: {
        and: [
          { _verified: { equals: true } },
          { trialEndsAt: { greater_than: new Date(now.getTime() + fromMs).toISOString() } },
          { trialEndsAt: { less_than_equal: new Date(now.getTime() + toMs).toISOString() } },
          { [`trialRemindersSent.${kind}`]: { exists: false } },
        ],
      },
      sort: 'trialEndsAt',
      limit: batch,
      pagination: false,
      depth: 0,
      select: {},
      overrideAccess: true,
    })
    for (const { id } of docs) {
      await payload.jobs.queue({
        task: sendTrialReminderSlug,
        input: { customer: String(id), kind },
      })
      queued++
    }
  }
  return queued
}

/** The scheduled scan (TRIAL_REMINDERS_CRON, hourly by default). */
export const queueTrialRemindersTask: TaskConfig<{
  input: Record<string, never>
  output: { queued: number }
}> = {
  slug: queueTrialRemindersSlug,
  label: 'Queue trial reminders',
  schedule: [{ cron: env().TRIAL_REMINDERS_CRON, queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => ({ output: { queued: await queueTrialReminders(req.payload) } }),
}

/**
 * Sends one trial reminder in the customer's language, once per customer, reminder and trial end:
 * a marker with a unique key is taken before sending (two jobs at once, on one worker or two,
 * race on the unique index and one sends), given back when the mail server refuses, and the sent
 * date is stored on the customer for the scan. A reminder whose window has passed is dropped.
 */
export const sendTrialReminderTask: TaskConfig<{
  input: { customer: string; kind: TrialReminder }
  output: { sent: string }
}> = {
  slug: sendTrialReminderSlug,
  label: 'Trial reminder e-mail',
  inputSchema: [
    { name: 'customer', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, options: [...trialReminders] },
  ],
  outputSchema: [{ name: 'sent', type: 'text' }],
  retries: mailRetries(),
  handler: async ({ input, req }) => {
    const { payload } = req
    const customer = await payload.findByID({
      collection: 'customers',
      id: toId(input.customer),
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!customer?._verified || !customer.trialEndsAt) return { output: { sent: 'no customer' } }
    if (customer.trialRemindersSent?.[input.kind]) return { output: { sent: 'sent before' } }
    if (trialReminderDue(customer.trialEndsAt) !== input.kind)
      return { output: { sent: 'not due (any more)' } }

    const trialEnd = new Date(customer.trialEndsAt)
    const key = `mail:trial:${input.kind}:${customer.id}:${trialEnd.getTime()}`
    if (!(await markOnce(payload, key, trialEnd))) return { output: { sent: 'sent before' } }
    const locale = localeOf(customer.locale)
    try {
      const mail =
        input.kind === 'endingSoon'
          ? await renderEmail('trialEndingSoon', locale, {
              trialEndsAt: customer.trialEndsAt,
              daysLeft: trialDaysLeft(customer.trialEndsAt),
            })
          : await renderEmail('trialLastDay', locale, { trialEndsAt: customer.trialEndsAt })
      await payload.sendEmail({ to: customer.email, ...mail })
    } catch (error) {
      await release(payload, key)
      throw error
    }
    await payload.update({
      collection: 'customers',
      id: customer.id,
      data: {
        trialRemindersSent: {
          ...customer.trialRemindersSent,
          [input.kind]: new Date().toISOString(),
        },
      },
      overrideAccess: true,
      depth: 0,
    })
    return { output: { sent: input.kind } }
  },
}
