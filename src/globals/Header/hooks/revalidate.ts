import { globalRevalidationHook } from '@/cache/revalidate'

/** Shown on every page: saving it refreshes the whole site. */
export const revalidate = globalRevalidationHook('header')
