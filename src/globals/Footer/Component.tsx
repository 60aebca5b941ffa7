import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { CmsLink } from '@/components/site/CmsLink'
import { getFooter } from '@/data/globals'
import { getSiteSettings } from '@/data/siteSettings'
import { NewsletterSignup } from '@/forms/newsletter/components/NewsletterSignup'
import { Logo } from '@/globals/Header/Logo'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/routing/paths'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * Site footer: link columns, contact from the site settings, newsletter sign-up, legal links.
 * `compact` keeps the last line alone (the 404 page, src/app/(site)/[locale]/@footer).
 */
export async function SiteFooter({
  locale,
  compact = false,
}: {
  locale: Locale
  compact?: boolean
}) {
  const [footer, settings, t] = await Promise.all([
    getFooter(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'site' }),
  ])
  const brand = settings?.brandName ?? 'Unbound'
  const year = new Date().getFullYear()
  const social = [
    settings?.githubUrl ? { label: 'GitHub', href: settings.githubUrl } : null,
    settings?.linkedinUrl ? { label: 'LinkedIn', href: settings.linkedinUrl } : null,
  ].filter((item): item is { label: string; href: string } => item !== null)
  const bottom = (
    <div className="container site-footer__bottom">
      <p>{t('footer.copyright', { year, brand })}</p>
      {footer?.legalLinks?.length ? (
        <ul className="site-footer__legal" aria-label={t('footer.legal')}>
          {footer.legalLinks.map((row, index) => (
            <li key={row.id ?? index}>
              <CmsLink link={row.link} locale={locale} appearance="plain" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
  if (compact)
    return (
      <footer className="site-footer" data-compact>
        {bottom}
      </footer>
    )

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link href={localePath(locale)} className="site-footer__brand">
            <Logo size={28} />
            <span>{brand}</span>
          </Link>
          {footer?.tagline || settings?.tagline ? (
            <p className="site-footer__tagline">{footer?.tagline || settings?.tagline}</p>
          ) : null}
          {settings ? (
            <address className="site-footer__contact">
              {settings.address ? (
                <span className="site-footer__address">{settings.address}</span>
              ) : null}
              {settings.contactEmail ? (
                <span>
                  {t('footer.email')}:{' '}
                  <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                </span>
              ) : null}
              {settings.contactPhone ? (
                <span>
                  {t('footer.phone')}:{' '}
                  <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
                </span>
              ) : null}
            </address>
          ) : null}
          {social.length ? (
            <ul className="site-footer__social" aria-label={t('footer.social')}>
              {social.map((item) => (
                <li key={item.href}>
                  <a href={item.href} rel="noopener noreferrer">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {(footer?.columns ?? []).map((column) => (
          <div className="site-footer__column" key={column.id ?? column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {(column.links ?? []).map((row, index) => (
                <li key={row.id ?? index}>
                  <CmsLink link={row.link} locale={locale} appearance="plain" />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {footer?.newsletter?.form ? (
          <div className="site-footer__newsletter">
            <NewsletterSignup
              form={footer.newsletter.form}
              heading={footer.newsletter.heading}
              text={footer.newsletter.text}
              locale={locale}
            />
          </div>
        ) : null}
      </div>
      {bottom}
    </footer>
  )
}
