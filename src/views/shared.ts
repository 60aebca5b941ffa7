import type { Crumb } from '@/components/site/Breadcrumbs'
import { findPageTitle } from '@/data/content'
import type { Locale } from '@/i18n/locales'
import { collectionPrefixes, localePath, type PrefixedCollection } from '@/routing/paths'

/** Breadcrumb of the index page of a collection (e.g. "Blog" for posts), from the CMS page with that slug. */
export async function indexCrumb(
  collection: PrefixedCollection,
  locale: Locale,
  draft: boolean,
): Promise<Crumb> {
  const prefix = collectionPrefixes[collection][locale]
  const title = await findPageTitle(prefix, locale, draft)
  return {
    label: title ?? prefix.charAt(0).toUpperCase() + prefix.slice(1),
    href: localePath(locale, prefix),
  }
}
