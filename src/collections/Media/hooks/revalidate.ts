import { mediaRevalidationHooks } from '@/cache/revalidate'

/** A changed file refreshes the cached pages that show it. */
export const revalidate = mediaRevalidationHooks()
