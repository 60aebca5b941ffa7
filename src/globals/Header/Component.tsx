import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { LanguageSwitcher } from '@/components/site/LanguageSwitcher'
import { NavMenu, type NavItem } from '@/components/site/NavMenu'
import { ThemeToggle } from '@/components/site/ThemeToggle'
import type { Alternates } from '@/data/content'
import { getHeader } from '@/data/globals'
import { getSiteSettings } from '@/data/siteSettings'
import { localeLabels, type Locale } from '@/i18n/locales'
import { isExternalHref, linkHref, localePath, searchSlugs } from '@/routing/paths'

import { Logo } from './Logo'

/**
 * Site header: brand, main navigation (header global), search, log-in (or, for a signed-in
 * customer, the control area) and language switcher, then the call to action. `compact` leaves
 * out the menu's items (the 404 page, src/app/(site)/[locale]/@header).
 */
export async function SiteHeader({
  locale,
  alternates,
  signedIn = false,
  compact = false,
}: {
  locale: Locale
  alternates: Alternates | null
  signedIn?: boolean
  compact?: boolean
}) {
  const [header, settings, t] = await Promise.all([
    getHeader(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'site' }),
  ])
  const brand = settings?.brandName ?? 'Unbound'

  const items: NavItem[] = (compact ? [] : (header?.navItems ?? [])).flatMap((item) => {
    const href = linkHref(item.link, locale)
    const label = item.link?.label
    if (!label) return []
    const children = (item.children ?? []).flatMap((child) => {
      const childHref = linkHref(child.link, locale)
      return childHref && child.link?.label
        ? [
            {
              label: child.link.label,
              href: childHref,
              description: child.description,
              external: isExternalHref(childHref),
            },
          ]
        : []
    })
    if (!href && children.length === 0) return []
    return [{ label, href, external: href ? isExternalHref(href) : false, children }]
  })
  const ctaHref = linkHref(header?.cta, locale)

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link
          href={localePath(locale)}
          className="site-header__brand"
          aria-label={`${brand} – ${t('home')}`}
        >
          <Logo />
          <span className="site-header__brand-name">{brand}</span>
        </Link>
        <NavMenu
          items={items}
          labels={{
            nav: t('nav.label'),
            open: t('nav.open'),
            close: t('nav.close'),
          }}
          actions={
            <>
              <Link className="site-nav__utility" href={localePath(locale, searchSlugs[locale])}>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                >
                  <circle cx="11" cy="11" r="6.5" />
                  <path d="M16 16l4.5 4.5" />
                </svg>
                <span className="site-nav__utility-label">{t('nav.search')}</span>
              </Link>
              {signedIn ? (
                <Link className="site-nav__utility" href={localePath(locale, 'control')}>
                  {t('nav.control')}
                </Link>
              ) : (
                <Link className="site-nav__utility" href={localePath(locale, 'login')}>
                  {t('nav.login')}
                </Link>
              )}
              <ThemeToggle label={t('theme.dark')} />
              <LanguageSwitcher
                locale={locale}
                alternates={alternates}
                labels={{
                  label: t('switcher.label'),
                  name: localeLabels,
                  switchTo: t('switcher.switchTo', {
                    language: localeLabels[locale === 'en' ? 'de-CH' : 'en'],
                  }),
                  unavailable: t('switcher.unavailable', {
                    language: localeLabels[locale === 'en' ? 'de-CH' : 'en'],
                  }),
                }}
              />
              {ctaHref && header?.cta?.label && !signedIn ? (
                isExternalHref(ctaHref) ? (
                  <a className="btn btn--primary btn--small" href={ctaHref}>
                    {header.cta.label}
                  </a>
                ) : (
                  <Link className="btn btn--primary btn--small" href={ctaHref}>
                    {header.cta.label}
                  </Link>
                )
              ) : null}
            </>
          }
        />
      </div>
    </header>
  )
}
