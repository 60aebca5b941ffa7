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
 * Writes a document's German data (creating it, or over the document `id`), then its English data
 * into the same array rows and blocks. Returns the German write's result.
 */
export async function writeInBothLanguages(
  payload: Payload,
  collection: string,
  data: (locale: 'de-CH' | 'en') => Record<string, unknown>,
  context: Record<string, unknown> = seedContext(),
  id?: number | string,
) {
  const german = { collection: collection as CollectionSlug, locale: 'de-CH', depth: 0, context }
  const written = (
    id === undefined
      ? await payload.create({ ...german, data: data('de-CH') } as never)
      : await payload.update({ ...german, id, data: data('de-CH') } as never)
  ) as { id: number | string }
  await payload.update({
    collection: collection as CollectionSlug,
    id: written.id,
    locale: 'en',
    data: withIdsFrom(written, data('en')),
    depth: 0,
    context,
  } as never)
  return written
}
