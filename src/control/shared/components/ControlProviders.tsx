'use client'

import type { NormalizedCacheObject } from '@apollo/client'
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ReactNode } from 'react'

import { ApolloProvider } from '@/graphql/ApolloProvider'
import type { Locale } from '@/i18n/locales'

/** Messages limited to `control` and `common`, plus the Apollo client (with server state merged in). */
export function ControlProviders({
  locale,
  messages,
  initialState,
  children,
}: {
  locale: Locale
  messages: AbstractIntlMessages
  initialState?: NormalizedCacheObject
  children: ReactNode
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Zurich">
      <ApolloProvider initialState={initialState}>{children}</ApolloProvider>
    </NextIntlClientProvider>
  )
}
