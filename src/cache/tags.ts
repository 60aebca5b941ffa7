/**
 * Cache tags. Readers in src/data tag what they read (the data cache's `unstable_cache` entries,
 * and through src/data/tagPage.ts the cached pages that show it); src/cache/revalidate.ts expires
 * them when a document, a collection or a global changes. A tag carries no locale: one edit
 * refreshes both languages.
 */
export const docTag = (collection: string, id: number | string) => `doc:${collection}:${id}`
export const collectionTag = (collection: string) => `collection:${collection}`
export const globalTag = (slug: string) => `global:${slug}`

export const siteSettingsTag = globalTag('site-settings')
