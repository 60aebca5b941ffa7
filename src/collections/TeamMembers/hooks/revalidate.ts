import { listedRevalidationHooks } from '@/cache/revalidate'

/** Pages list these documents: any change refreshes the cached pages. */
export const revalidate = listedRevalidationHooks('team-members')
