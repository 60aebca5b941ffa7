import { cache } from 'react'

import { globalReferences } from '@/cache/referencedTags'
import { globalTag } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import type { Footer, Header } from '@/payload-types'

import { teaserPopulate } from './content'
import { orNull } from './fallback'
import { getPayloadClient } from './payload'
import { tagPage } from './tagPage'

/**
 * A navigation global of one locale, link targets populated with their slugs. The page is tagged
 * with the global before the read (a failed read is retried when the global changes) and with the
 * documents it links to after it (a renamed or unpublished page changes the links).
 */
async function readNavigation<G extends 'header' | 'footer'>(slug: G, locale: Locale) {
  await tagPage(globalTag(slug))
  const payload = await getPayloadClient()
  const data = await payload.findGlobal({
    slug,
    locale,
    depth: 1,
    populate: teaserPopulate as never,
    overrideAccess: false,
  })
  await tagPage(...globalReferences(payload, slug, data))
  return data
}

/** Navigation of one locale; null when it cannot be read. */
export const getHeader = cache(
  (locale: Locale): Promise<Header | null> =>
    orNull('the header navigation', () => readNavigation('header', locale)),
)

/** Footer of one locale; null when it cannot be read. */
export const getFooter = cache(
  (locale: Locale): Promise<Footer | null> =>
    orNull('the footer', () => readNavigation('footer', locale)),
)
