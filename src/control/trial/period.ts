/** Length of the free trial that starts with a customer's sign-up. */
export const trialDays = 14
const dayMs = 24 * 60 * 60 * 1000

export function trialEndFrom(start: Date = new Date()): Date {
  return new Date(start.getTime() + trialDays * dayMs)
}

export function trialHasEnded(
  trialEndsAt: string | Date | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!trialEndsAt) return true
  return new Date(trialEndsAt).getTime() <= now.getTime()
}

/** Whole days left, rounded up (13.2 days → 14); 0 once it has ended. */
export function trialDaysLeft(
  trialEndsAt: string | Date | null | undefined,
  now: Date = new Date(),
): number {
  if (!trialEndsAt) return 0
  const left = new Date(trialEndsAt).getTime() - now.getTime()
  return left <= 0 ? 0 : Math.ceil(left / dayMs)
}

/** The reminders before a trial ends: 3 days before, and once less than a day is left. */
export type TrialReminder = 'endingSoon' | 'lastDay'
export const trialReminders: readonly TrialReminder[] = ['endingSoon', 'lastDay']

/** Where each reminder is due: its trial ends later than `fromMs` and at most `toMs` from now. */
export const trialReminderWindows: Record<TrialReminder, { fromMs: number; toMs: number }> = {
  endingSoon: { fromMs: dayMs, toMs: 3 * dayMs },
  lastDay: { fromMs: 0, toMs: dayMs },
}

/** The reminder a trial ending at `trialEndsAt` is due for now, if any. */
export function trialReminderDue(
  trialEndsAt: string | Date | null | undefined,
  now: Date = new Date(),
): TrialReminder | null {
  if (!trialEndsAt) return null
  const left = new Date(trialEndsAt).getTime() - now.getTime()
  return (
    trialReminders.find(
      (kind) => left > trialReminderWindows[kind].fromMs && left <= trialReminderWindows[kind].toMs,
    ) ?? null
  )
}
