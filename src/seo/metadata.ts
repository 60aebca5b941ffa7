import type { Metadata } from 'next'

import type { Alternates } from '@/data/content'
import type { Resolution } from '@/data/resolve'
import { getSiteSettings } from '@/data/siteSettings'
import { locales, type Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { feedPath } from '@/routing/feedPath'
import { absoluteUrl, localePath } from '@/routing/paths'

const ogLocale: Record<Locale, string> = { 'de-CH': 'de_CH', en: 'en' }

type MetadataInput = {
  locale: Locale
  title: string
  /** SEO title from plugin-seo; used as is (it already names the brand). */
  metaTitle?: string | null
  description?: string | null
  path: string
  alternates: Alternates
  image?: Media | number | null
  /** The public path whose generated image stands for this page when it has none (default: path). */
  imagePath?: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  authors?: string[]
  noIndex?: boolean
}

const mediaUrl = (
  media: Media | number | null | undefined,
): { url: string; width?: number; height?: number; alt?: string } | null => {
  if (!media || typeof media !== 'object') return null
  const og = media.sizes?.og
  if (og?.url)
    return {
      url: absoluteUrl(og.url),
      width: og.width ?? undefined,
      height: og.height ?? undefined,
      alt: media.alt ?? undefined,
    }
  return media.url
    ? {
        url: absoluteUrl(media.url),
        width: media.width ?? undefined,
        height: media.height ?? undefined,
        alt: media.alt ?? undefined,
      }
    : null
}

/** Path of the generated Open Graph image of a public path: /de/og-image/… */
function generatedImagePath(path: string, locale: Locale): string {
  const prefix = localePath(locale)
  const rest = path === prefix ? '' : path.slice(prefix.length)
  return `${prefix}/og-image${rest}`
}

/** Title, description, canonical, hreflang alternates, Open Graph and Twitter tags of a page. */
export async function buildMetadata(input: MetadataInput): Promise<Metadata> {
  const settings = await getSiteSettings(input.locale)
  const brand = settings?.brandName ?? 'Unbound'
  const title =
    input.metaTitle?.trim() ||
    (input.title.includes(brand) ? input.title : `${input.title} · ${brand}`)
  const description = input.description?.trim() || settings?.tagline || undefined
  const canonical = absoluteUrl(input.path)

  const languages: Record<string, string> = {}
  for (const locale of locales) {
    const path = input.alternates[locale]
    if (path) languages[locale] = absoluteUrl(path)
  }
  const xDefault = input.alternates['de-CH'] ?? input.alternates.en
  if (xDefault) languages['x-default'] = absoluteUrl(xDefault)

  const image = mediaUrl(input.image) ??
    mediaUrl(settings?.defaultOgImage) ?? {
      url: absoluteUrl(generatedImagePath(input.imagePath ?? input.path, input.locale)),
      width: 1200,
      height: 630,
      alt: input.title,
    }

  return {
    title,
    description,
    alternates: {
      canonical,
      languages,
      types: {
        'application/rss+xml': [
          { url: absoluteUrl(feedPath(input.locale)), title: `${brand} Blog` },
        ],
      },
    },
    openGraph: {
      type: input.type ?? 'website',
      title,
      description,
      url: canonical,
      siteName: brand,
      locale: ogLocale[input.locale],
      alternateLocale: locales
        .filter((locale) => locale !== input.locale && input.alternates[locale])
        .map((locale) => ogLocale[locale]),
      images: [image],
      ...(input.type === 'article'
        ? {
            publishedTime: input.publishedTime ?? undefined,
            modifiedTime: input.modifiedTime ?? undefined,
            authors: input.authors,
          }
        : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}

/** Metadata of a resolved document (plugin-seo fields first, then title and excerpt). */
export async function metadataForResolution(
  resolution: Resolution,
  labels: { page: (n: number) => string },
): Promise<Metadata> {
  const { locale, path, alternates } = resolution
  const common = { locale, path, alternates }
  switch (resolution.collection) {
    case 'pages': {
      const { doc, archive, category } = resolution
      const isView = archive.page > 1 || category !== null
      const title = [
        category ? `${doc.title}: ${category.title}` : doc.title,
        archive.page > 1 ? labels.page(archive.page) : null,
      ]
        .filter(Boolean)
        .join(' – ')
      return buildMetadata({
        ...common,
        title,
        metaTitle: isView ? null : doc.meta?.title,
        description: doc.meta?.description,
        image: doc.meta?.image,
      })
    }
    case 'posts': {
      const { doc } = resolution
      const authors = (doc.authors ?? []).flatMap((author) =>
        typeof author === 'object' && author ? [author.name] : [],
      )
      return buildMetadata({
        ...common,
        title: doc.title,
        metaTitle: doc.meta?.title,
        description: doc.meta?.description || doc.excerpt,
        image: doc.meta?.image || doc.heroImage,
        type: 'article',
        publishedTime: doc.publishedAt,
        modifiedTime: doc.updatedAt,
        authors,
      })
    }
    case 'case-studies': {
      const { doc } = resolution
      return buildMetadata({
        ...common,
        title: doc.title,
        metaTitle: doc.meta?.title,
        description: doc.meta?.description || doc.summary,
        image: doc.meta?.image || doc.heroImage,
        type: 'article',
      })
    }
    case 'job-openings': {
      const { doc } = resolution
      return buildMetadata({
        ...common,
        title: doc.title,
        metaTitle: doc.meta?.title,
        description: doc.meta?.description || doc.summary,
        image: doc.meta?.image,
      })
    }
    case 'glossary-terms': {
      const { doc } = resolution
      return buildMetadata({
        ...common,
        title: doc.term,
        metaTitle: doc.meta?.title,
        description: doc.meta?.description || doc.shortDefinition,
        image: doc.meta?.image,
      })
    }
  }
}
