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
 * with the global and the documents it links to (a renamed or unpublished page changes the
 * links); after a failed read with the global alone, so the read is retried when it changes.
 */
async function readNavigation<G extends 'header' | 'footer'>(slug: G, locale: Locale) {
  const read = async () => {
    const payload = await getPayloadClient()
    const data = await payload.findGlobal({
      slug,
      locale,
      depth: 1,
      populate: teaserPopulate as never,
      overrideAccess: false,
    })
    return { data, references: globalReferences(payload, slug, data) }
  }
  const { data, references } = await read().catch(async (error: unknown) => {
    await tagPage(globalTag(slug))
    throw error
  })
  await tagPage(globalTag(slug), ...references)
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
