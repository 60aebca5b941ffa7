import type { Locale } from '@/i18n/locales'
import { collectionPrefixes, localePath, type PrefixedCollection } from '@/routing/paths'
import { findBySlug } from '@/utilities/content'

import type { Crumb } from '../Breadcrumbs'

/** Breadcrumb of the index page of a collection (e.g. "Blog" for posts), from the CMS page with that slug. */
export async function indexCrumb(
  collection: PrefixedCollection,
  locale: Locale,
  draft: boolean,
): Promise<Crumb> {
  const prefix = collectionPrefixes[collection][locale]
  const page = await findBySlug('pages', prefix, locale, draft).catch(() => null)
  return {
    label: page?.title ?? prefix.charAt(0).toUpperCase() + prefix.slice(1),
    href: localePath(locale, prefix),
  }
}
