import type { CollectionSlug, GlobalSlug } from 'payload'

/** One document of demo content: `data` holds bilingual values (see bilingual.ts). */
export type SeedDocument = { key: string; data: Record<string, unknown> }

export type SeedSet = {
  collection: CollectionSlug
  /** Field whose German value identifies an existing copy of the document. */
  match: string
  /** Fields written after every document exists, because they point at other seeded documents. */
  deferred?: string[]
  documents: SeedDocument[]
}

export type SeedGlobal = { slug: GlobalSlug; data: Record<string, unknown> }
