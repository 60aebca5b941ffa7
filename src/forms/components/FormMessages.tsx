import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** The `forms` + `common` messages, only around the forms. */
export async function FormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const all = await loadMessages(locale)
  return (
    <NextIntlClientProvider locale={locale} messages={{ forms: all.forms, common: all.common }}>
      {children}
    </NextIntlClientProvider>
  )
}
