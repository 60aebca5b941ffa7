import { describe, expect, it } from 'vitest'

import { trialReminderDue } from '@/control/trial/period'

const now = new Date('2026-11-24T12:00:00.000Z')
const hours = (h: number) => new Date(now.getTime() + h * 60 * 60 * 1000)

describe('trialReminderDue', () => {
  it('is the 3-day reminder from 3 days to 1 day before the end', () => {
    expect(trialReminderDue(hours(72), now)).toBe('endingSoon')
    expect(trialReminderDue(hours(30), now)).toBe('endingSoon')
    expect(trialReminderDue(hours(24.5), now)).toBe('endingSoon')
  })

  it('is the last-day reminder in the last 24 hours', () => {
    expect(trialReminderDue(hours(24), now)).toBe('lastDay')
    expect(trialReminderDue(hours(1), now)).toBe('lastDay')
  })

  it('is nothing earlier, after the end, or without an end', () => {
    expect(trialReminderDue(hours(72.1), now)).toBeNull()
    expect(trialReminderDue(hours(24 * 10), now)).toBeNull()
    expect(trialReminderDue(now, now)).toBeNull()
    expect(trialReminderDue(hours(-5), now)).toBeNull()
    expect(trialReminderDue(null, now)).toBeNull()
  })
})
