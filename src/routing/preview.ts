import type { CollectionConfig } from 'payload'

import { isLocale } from '@/i18n/locales'

import { pathFor, type RoutedCollection } from './paths'

/** URL of the preview route that turns on draft mode and opens the document's path. */
function previewUrl(collection: RoutedCollection, slug: unknown, locale: unknown): string | null {
  if (typeof slug !== 'string' || !slug) return null
  const code = isLocale(locale) ? locale : 'de-CH'
  const path = pathFor(collection, slug, code)
  return `/next/preview?collection=${encodeURIComponent(collection)}&path=${encodeURIComponent(path)}`
}

/** admin.preview and admin.livePreview's URL for a routed collection (same-origin, relative URLs). */
export function previewAdmin(
  collection: RoutedCollection,
): Pick<NonNullable<CollectionConfig['admin']>, 'preview' | 'livePreview'> {
  return {
    preview: (doc, { locale }) => previewUrl(collection, doc?.slug, locale),
    livePreview: {
      url: ({ data, locale }) => previewUrl(collection, data?.slug, locale?.code),
      // The device sizes of the toolbar come from the config's admin.livePreview (labelled in the
      // admin's language: src/admin/livePreview.ts).
    },
  }
}

/** Only paths of the public site may be previewed (no open redirect). */
export function safePreviewPath(value: string | null): string | null {
  if (!value || !/^\/(de|en)(\/[^\s]*)?$/.test(value) || value.includes('//')) return null
  return value
}
