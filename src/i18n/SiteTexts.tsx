'use client'

import type { Messages } from 'next-intl'
import { createContext, use, type ReactNode } from 'react'

import type { Locale } from './locales'

/**
 * The few strings the site's own client components show (error boundary, not-found body, copy
 * button), resolved on the server. A plain context instead of next-intl's client provider keeps
 * the message-format runtime out of every page's JavaScript.
 */
export type SiteTexts = {
  locale: Locale
  errors: Messages['common']['errors']
  clipboard: Messages['common']['clipboard']
  error: Messages['common']['errorPage']
  notFound: Messages['site']['notFound']
  search: string
}

const SiteTextsContext = createContext<SiteTexts | null>(null)

export function SiteTextsProvider({ texts, children }: { texts: SiteTexts; children: ReactNode }) {
  return <SiteTextsContext value={texts}>{children}</SiteTextsContext>
}

export function useSiteTexts(): SiteTexts {
  const texts = use(SiteTextsContext)
  if (!texts) throw new Error('useSiteTexts needs the site layout’s SiteTextsProvider')
  return texts
}
