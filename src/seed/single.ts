import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, Payload } from 'payload'

import { inLocale, withIdsFrom } from './bilingual'
import type { SeedSet } from './types'

/**
 * Writes one seed document (without references to other seeded documents) in both languages,
 * for a database seeded before the document existed. Returns its id.
 */
export async function createSeedDocument(
  payload: Payload,
  set: SeedSet,
  key: string,
): Promise<number | string> {
  const document = set.documents.find((entry) => entry.key === key)
  if (!document) throw new Error(`No seed document "${key}" in ${set.collection}`)
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const toRichText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
  const resolve = () => {
    throw new Error(`Seed document "${key}" refers to another document`)
  }
  const created = await payload.create({
    collection: set.collection as CollectionSlug,
    locale: 'de-CH',
    data: inLocale(document.data, 'de-CH', resolve, toRichText),
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true, seeding: true },
  } as never)
  await payload.update({
    collection: set.collection as CollectionSlug,
    id: created.id,
    locale: 'en',
    data: withIdsFrom(created, inLocale(document.data, 'en', resolve, toRichText)),
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true, seeding: true },
  } as never)
  return created.id
}
