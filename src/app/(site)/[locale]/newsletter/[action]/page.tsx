import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { FormMessages } from '@/forms/components/FormMessages'
import { NewsletterToken } from '@/forms/newsletter/components/NewsletterToken'
import { ApolloProvider } from '@/graphql/ApolloProvider'
import { localePrefixes } from '@/i18n/locales'
import { localeFromParam } from '@/routing/localeParam'

const actions = ['confirm', 'unsubscribe'] as const
type Action = (typeof actions)[number]
const isAction = (value: string): value is Action => (actions as readonly string[]).includes(value)

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** Target of the links in the double opt-in e-mail: /{prefix}/newsletter/confirm|unsubscribe?token=… */
export default async function NewsletterActionPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; action: string }>
  searchParams: Promise<{ token?: string | string[] }>
}) {
  const { locale: param, action } = await params
  const locale = localeFromParam(param)
  if (!locale || !isAction(action)) notFound()
  setRequestLocale(locale)
  const token = (await searchParams).token
  const t = await getTranslations({ locale, namespace: 'forms.newsletter' })
  return (
    <section className="container" style={{ paddingBlock: '4rem', maxWidth: '40rem' }}>
      <h1>{t(`${action}.title`)}</h1>
      <FormMessages locale={locale}>
        <ApolloProvider>
          <NewsletterToken
            action={action}
            token={typeof token === 'string' ? token : ''}
            locale={locale}
            home={localePrefixes[locale]}
          />
        </ApolloProvider>
      </FormMessages>
    </section>
  )
}
