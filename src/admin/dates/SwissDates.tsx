'use client'

import { useTranslation } from '@payloadcms/ui'
import type { ReactNode } from 'react'
import { registerLocale, setDefaultLocale } from 'react-datepicker'

import { swissGermanDates } from './swissDates'

// In the browser (and in the server render of client components), the German date locale of the
// admin is loaded on its own: make it Swiss as soon as this module loads, before Payload's
// translation provider has loaded it and anything is formatted with it.
void swissGermanDates()

/**
 * Admin provider: Swiss date and time formats in the German admin (see ./swissDates.ts).
 *
 * Payload's date picker makes the loaded date locale its default in an effect, after the render
 * that first has it, so a field rendered then kept the English format until something rendered it
 * again. This provider renders before every field: the locale is the picker's default by then.
 */
export function SwissDates({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  if (i18n.dateFNS) {
    const name = i18n.language === 'en' ? 'enUS' : i18n.language
    registerLocale(name, i18n.dateFNS)
    setDefaultLocale(name)
  }
  return children
}
