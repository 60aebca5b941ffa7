import type { SeedGlobal, SeedSet } from '../types'

import { siteSettings } from './siteSettings'

export const seedSets: SeedSet[] = []

export const seedGlobals: SeedGlobal[] = [siteSettings]
