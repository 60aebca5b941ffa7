import type { ReactNode } from 'react'

import { Breadcrumbs, type Crumb } from '@/components/site/Breadcrumbs'
import type { Locale } from '@/i18n/locales'

/**
 * The header of a detail page: breadcrumbs (overview, then this page), an optional eyebrow, the
 * title, the lead and whatever the page adds below it (facts, byline).
 */
export function ArticleHeader({
  locale,
  index,
  path,
  title,
  lead,
  eyebrow,
  variant,
  wide = false,
  children,
}: {
  locale: Locale
  index: Crumb
  path: string
  title: string
  lead?: string | null
  eyebrow?: ReactNode
  variant?: 'case' | 'article'
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <header className={variant ? `page-header page-header--${variant}` : 'page-header'}>
      <div className={wide ? 'container' : 'container container--narrow'}>
        <Breadcrumbs locale={locale} items={[index, { label: title, href: path }]} />
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </header>
  )
}
