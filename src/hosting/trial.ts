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
