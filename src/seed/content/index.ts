import type { SeedGlobal, SeedSet } from '../types'
import { caseStudies } from './caseStudies'
import { categories } from './categories'
import { forms } from './forms'
import { glossary } from './glossary'
import { jobs } from './jobs'
import { footer, header } from './navigation'
import { pages } from './pages'
import { posts } from './posts'
import { siteSettings } from './siteSettings'
import { team } from './team'
import { testimonials } from './testimonials'

export const seedSets: SeedSet[] = [
  categories,
  team,
  testimonials,
  glossary,
  caseStudies,
  posts,
  jobs,
  forms,
  pages,
]

export const seedGlobals: SeedGlobal[] = [siteSettings, header, footer]
