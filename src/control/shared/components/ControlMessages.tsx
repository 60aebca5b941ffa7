import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { controlMessages } from '../messages'

/**
 * The control area's client components' messages (`control` and `common`) and time zone. The
 * sign-in pages have only these; the signed-in pages add Apollo (ControlProviders).
 */
export async function ControlMessages({
  locale,
  children,
}: {
  locale: Locale
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={await controlMessages(locale)}
      timeZone="Europe/Zurich"
    >
      {children}
    </NextIntlClientProvider>
  )
}
