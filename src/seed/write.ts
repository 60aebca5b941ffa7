import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { CollectionSlug, Payload } from 'payload'

import { withIdsFrom, type MarkdownToRichText } from './bilingual'

/** Context of the seed's writes: pages are not revalidated while the seed runs. */
export const seedContext = () => ({ disableRevalidate: true, seeding: true })

/** Turns the seed's light markdown into rich text of the configured Lexical editor. */
export async function markdownToRichText(payload: Payload): Promise<MarkdownToRichText> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown })
}

/**
 * Creates a document with its German data, then writes its English data into the same array
 * rows and blocks. Returns the document as created.
 */
export async function createInBothLanguages(
  payload: Payload,
  collection: string,
  data: (locale: 'de-CH' | 'en') => Record<string, unknown>,
  context: Record<string, unknown> = seedContext(),
) {
  const created = await payload.create({
    collection: collection as CollectionSlug,
    locale: 'de-CH',
    data: data('de-CH'),
    depth: 0,
    context,
  } as never)
  await payload.update({
    collection: collection as CollectionSlug,
    id: created.id,
    locale: 'en',
    data: withIdsFrom(created, data('en')),
    depth: 0,
    context,
  } as never)
  return created
}
