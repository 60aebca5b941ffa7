import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

/** The `forms` + `common` messages, only around the forms. */
export async function FormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { forms, common } = await getMessages({ locale })
  return (
    <NextIntlClientProvider locale={locale} messages={{ forms, common }}>
      {children}
    </NextIntlClientProvider>
  )
}
