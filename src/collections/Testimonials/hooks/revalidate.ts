import { listedRevalidationHooks } from '@/cache/revalidate'

/** Pages list or pick these documents: a change refreshes the cached pages that show them. */
export const revalidate = listedRevalidationHooks('testimonials')
