import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { ApolloProvider } from '@/graphql/ApolloProvider'
import type { Locale } from '@/i18n/locales'
import { loadMessages } from '@/i18n/messages'

/** Apollo and the `forms` + `common` messages, only around the forms (marketing pages ship neither). */
export async function FormProviders({ locale, children, apollo = true }: { locale: Locale; children: ReactNode; apollo?: boolean }) {
  const all = await loadMessages(locale)
  const messages = { forms: all.forms, common: all.common }
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {apollo ? <ApolloProvider>{children}</ApolloProvider> : children}
    </NextIntlClientProvider>
  )
}
