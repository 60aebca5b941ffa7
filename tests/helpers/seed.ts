import type { CollectionSlug, Payload } from 'payload'

/** The collections the demo content writes. */
const demoCollections: CollectionSlug[] = [
  'pages',
  'posts',
  'case-studies',
  'glossary-terms',
  'team-members',
  'testimonials',
  'job-openings',
  'forms',
  'categories',
  'users',
]

/** How many documents each collection of the demo content holds. */
export async function demoCounts(payload: Payload): Promise<Record<string, number>> {
  const entries = await Promise.all(
    demoCollections.map(
      async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const,
    ),
  )
  return Object.fromEntries(entries)
}
