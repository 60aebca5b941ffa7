'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ReactNode } from 'react'

import { ApolloProvider } from '@/graphql/ApolloProvider'
import type { Locale } from '@/i18n/locales'

/** Messages limited to `control` and `common`, plus the Apollo client (server-rendered queries merged into its cache). */
export function ControlProviders({
  locale,
  messages,
  children,
}: {
  locale: Locale
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Zurich">
      <ApolloProvider>{children}</ApolloProvider>
    </NextIntlClientProvider>
  )
}
