import { listedRevalidationHooks } from '@/utilities/revalidate'

/** Pages list these documents: any change refreshes the cached pages. */
export const revalidate = listedRevalidationHooks('testimonials')
