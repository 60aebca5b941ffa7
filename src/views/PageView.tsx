import { getTranslations } from 'next-intl/server'

import { faqJsonLd } from '@/blocks/Faq/Component'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumbs } from '@/components/site/Breadcrumbs'
import { JsonLd } from '@/components/site/JsonLd'
import type { PageResolution } from '@/data/resolve'
import { getSiteSettings } from '@/data/siteSettings'
import type { FaqBlock } from '@/payload-types'
import { absoluteUrl, homeSlug, localePath, searchSlugs } from '@/routing/paths'

/** A CMS page: its layout blocks; the page title is the <h1> unless a hero opens the page. */
export async function PageView({
  resolution,
  draft,
}: {
  resolution: PageResolution
  draft: boolean
}) {
  const { doc, locale, archive, category } = resolution
  const isHome = doc.slug === homeSlug
  const blocks = doc.layout ?? []
  const opensWithHero = blocks[0]?.blockType === 'hero'
  const faq = faqJsonLd(blocks.filter((block): block is FaqBlock => block.blockType === 'faq'))
  const pagePath = resolution.basePath
  const t = await getTranslations({ locale, namespace: 'site' })
  const pageLabel = archive.page > 1 ? t('pagination.page', { page: archive.page }) : null
  const crumbs = [
    { label: doc.title, href: pagePath },
    ...(category || archive.page > 1
      ? [{ label: [category?.title, pageLabel].filter(Boolean).join(' · '), href: resolution.path }]
      : []),
  ]
  const heading = [category ? `${doc.title}: ${category.title}` : doc.title, pageLabel]
    .filter(Boolean)
    .join(' – ')

  let organization: Record<string, unknown> | null = null
  let website: Record<string, unknown> | null = null
  if (isHome) {
    const settings = await getSiteSettings(locale)
    if (settings) {
      organization = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.brandName,
        url: absoluteUrl(resolution.path),
        email: settings.contactEmail,
        telephone: settings.contactPhone,
        ...(settings.address ? { address: settings.address.replace(/\n/g, ', ') } : {}),
        sameAs: [settings.githubUrl, settings.linkedinUrl].filter(Boolean),
        contactPoint: [
          {
            '@type': 'ContactPoint',
            contactType: 'customer support',
            email: settings.supportEmail,
          },
        ],
      }
      website = {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: settings.brandName,
        url: absoluteUrl(resolution.path),
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${absoluteUrl(localePath(locale, searchSlugs[locale]))}?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      }
    }
  }

  return (
    <article className={`page page--${doc.slug}`}>
      {!opensWithHero || archive.page > 1 || category ? (
        <header className="page-header">
          <div className="container">
            {!isHome ? <Breadcrumbs locale={locale} items={crumbs} /> : null}
            <h1>{heading}</h1>
          </div>
        </header>
      ) : !isHome ? (
        <div className="container breadcrumbs-bar">
          <Breadcrumbs locale={locale} items={crumbs} />
        </div>
      ) : null}
      <RenderBlocks
        blocks={opensWithHero && (archive.page > 1 || category) ? blocks.slice(1) : blocks}
        context={{ locale, pagePath, archive, category, draft }}
      />
      {faq ? <JsonLd data={faq} /> : null}
      {organization ? <JsonLd data={organization} /> : null}
      {website ? <JsonLd data={website} /> : null}
    </article>
  )
}
