import type { ReactNode } from 'react'

import { ApolloProvider } from '@/graphql/ApolloProvider'
import type { Locale } from '@/i18n/locales'

import { ControlMessages } from './ControlMessages'

/** The signed-in pages' providers: the control area's messages and the Apollo client (server-rendered queries merged into its cache). */
export function ControlProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ControlMessages locale={locale}>
      <ApolloProvider>{children}</ApolloProvider>
    </ControlMessages>
  )
}
