import type { Payload } from 'payload'

import { inLocale } from './bilingual'
import type { SeedSet } from './types'
import { createInBothLanguages, markdownToRichText } from './write'

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
  const toRichText = await markdownToRichText(payload)
  const resolve = () => {
    throw new Error(`Seed document "${key}" refers to another document`)
  }
  const created = await createInBothLanguages(
    payload,
    set.collection,
    (locale) => inLocale(document.data, locale, resolve, toRichText) as Record<string, unknown>,
  )
  return created.id
}
