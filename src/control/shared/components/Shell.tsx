import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { locales, type Locale } from '@/i18n/locales'
import { controlPaths } from '@/routing/controlPaths'
import { localeFromParam } from '@/routing/localeParam'
import { localePath } from '@/routing/paths'
import { buildMetadata } from '@/seo/metadata'

import styles from './control.module.css'
import { ControlMessages } from './ControlMessages'

/** The locale of a control-area route, or the not-found page for an unknown prefix. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = localeFromParam((await params).locale)
  if (!locale) notFound()
  setRequestLocale(locale)
  return locale
}

/** The public entry points: search engines may find them, and their intro describes them. */
type IndexedEntry = { page: 'login' | 'signup'; description: string }

/**
 * Titles of the sign-in screens and control pages, never indexed; log-in and sign-up get the
 * site's full metadata (canonical without `?next=`, hreflang alternates).
 */
export async function controlMetadata(
  params: Promise<{ locale: string }>,
  key: string,
  indexed?: IndexedEntry,
): Promise<Metadata> {
  const locale = localeFromParam((await params).locale) ?? 'de-CH'
  const t = await getTranslations({ locale, namespace: 'control' })
  if (indexed)
    return buildMetadata({
      locale,
      title: t(key as never),
      description: t(indexed.description as never),
      path: controlPaths(locale)[indexed.page],
      alternates: Object.fromEntries(
        locales.map((other) => [other, controlPaths(other)[indexed.page]]),
      ),
      // No generated image of its own: the home page's stands for it.
      imagePath: localePath(locale),
    })
  return { title: t(key as never), robots: { index: false, follow: false } }
}

/**
 * Narrow single-column layout of the sign-in screens, with the control area's messages. Without
 * the Apollo provider of the signed-in pages: their forms load the GraphQL client when they send.
 */
export function AuthShell({
  locale,
  title,
  intro,
  children,
  footer,
}: {
  locale: Locale
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <ControlMessages locale={locale}>
      <div className={styles.narrow}>
        <h1 className={styles.title}>{title}</h1>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {children}
        {footer ? <div className={styles.links}>{footer}</div> : null}
      </div>
    </ControlMessages>
  )
}
