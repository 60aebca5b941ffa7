import Link from 'next/link'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { isExternalHref, linkHref, type LinkValue } from '@/routing/paths'

type Appearance = 'primary' | 'secondary' | 'text' | 'plain'

const appearanceClass: Record<Appearance, string> = {
  primary: 'btn btn--primary',
  secondary: 'btn btn--secondary',
  text: 'text-link',
  plain: '',
}

/** A link field from the CMS rendered as a link (internal: next/link; external: new origin). */
export function CmsLink({
  link,
  locale,
  appearance,
  className,
  children,
}: {
  link: (LinkValue & { appearance?: Appearance | null }) | null | undefined
  locale: Locale
  appearance?: Appearance
  className?: string
  children?: ReactNode
}) {
  const href = linkHref(link, locale)
  const label = children ?? link?.label
  if (!href || !label) return null
  const classes =
    [appearanceClass[appearance ?? link?.appearance ?? 'plain'], className]
      .filter(Boolean)
      .join(' ') || undefined
  if (isExternalHref(href)) {
    const external = /^(https?:)?\/\//i.test(href)
    return (
      <a className={classes} href={href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    )
  }
  return (
    <Link className={classes} href={href}>
      {label}
    </Link>
  )
}
