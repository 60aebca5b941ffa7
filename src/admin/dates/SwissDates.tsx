'use client'

import type { ReactNode } from 'react'

import { swissGermanDates } from './swissDates'

// In the browser (and in the server render of client components), the German date locale of the
// admin is loaded on its own: make it Swiss as soon as this module loads, before Payload's
// translation provider has loaded it and anything is formatted with it.
void swissGermanDates()

/** Admin provider: Swiss date and time formats in the German admin (see ./swissDates.ts). */
export function SwissDates({ children }: { children?: ReactNode }) {
  return children
}
