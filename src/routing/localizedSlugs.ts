import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

/** A document's slug in every language ({} when it has none or does not exist). */
export async function localizedSlugs(
  payload: Payload,
  collection: CollectionSlug,
  id: number | string,
  req?: PayloadRequest,
): Promise<Partial<Record<Locale, string>>> {
  const result = await payload.find({
    collection,
    locale: 'all',
    depth: 0,
    limit: 1,
    pagination: false,
    select: { slug: true },
    where: { id: { equals: id } },
    req,
  })
  const slug = (result.docs[0] as { slug?: unknown } | undefined)?.slug
  return slug && typeof slug === 'object' ? (slug as Partial<Record<Locale, string>>) : {}
}
