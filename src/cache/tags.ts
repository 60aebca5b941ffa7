/**
 * Cache tags. Readers in src/data tag what they read (the data cache's `unstable_cache` entries,
 * and through src/data/tagPage.ts the cached pages that show it); src/cache/revalidate.ts expires
 * them when a document, a collection or a global changes, and has shared caches in front of the
 * servers purge them (src/cache/purge/). A tag carries no locale: one edit refreshes both
 * languages. Only shared caches see localeTag, on every page of a language (src/cache/edgeHeaders.ts).
 */
export const docTag = (collection: string, id: number | string) => `doc:${collection}:${id}`
export const collectionTag = (collection: string) => `collection:${collection}`
export const globalTag = (slug: string) => `global:${slug}`

export const siteSettingsTag = globalTag('site-settings')
export const localeTag = (locale: string) => `locale:${locale}`
