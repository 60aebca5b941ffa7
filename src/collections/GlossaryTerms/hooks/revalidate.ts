import { routedRevalidationHooks } from '@/cache/revalidate'

/** Published changes refresh the cached pages that show this document. */
export const revalidate = routedRevalidationHooks('glossary-terms')
