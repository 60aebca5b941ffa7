'use client'

import type { Messages } from 'next-intl'
import { createContext, use, type ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

/** The forms' strings in the page's language, resolved on the server (see FormMessages). */
export type FormTexts = {
  locale: Locale
  forms: Messages['forms']
  errors: Messages['common']['errors']
}

const FormTextsContext = createContext<FormTexts | null>(null)

export function FormTextsProvider({ texts, children }: { texts: FormTexts; children: ReactNode }) {
  return <FormTextsContext value={texts}>{children}</FormTextsContext>
}

export function useFormTexts(): FormTexts {
  const texts = use(FormTextsContext)
  if (!texts) throw new Error('Form components need FormMessages around them')
  return texts
}
