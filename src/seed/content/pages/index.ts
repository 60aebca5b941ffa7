import {
  about,
  blog,
  careers,
  contact,
  faq,
  glossary,
  partners,
  search,
  successStories,
} from './company'
import { home } from './home'
import { imprint, privacy } from './legal'
import { adminUi, cloud, compare, engine, hackable, headless, quickStart } from './product'
import {
  ecommerceAudit,
  migrations,
  operationalServices,
  professionalServices,
  tailorMade,
} from './services'
import { blockchain, cryptoPayments, eventTicketing, retail, wholesale } from './solutions'
import type { SeedSet } from '../../types'

/** Every CMS page of ROUTES.md. Layouts are deferred: they link to each other and to other collections. */
export const pages: SeedSet = {
  collection: 'pages',
  match: 'slug',
  deferred: ['layout'],
  documents: [
    home,
    engine,
    adminUi,
    operationalServices,
    professionalServices,
    blockchain,
    cryptoPayments,
    eventTicketing,
    retail,
    wholesale,
    migrations,
    tailorMade,
    ecommerceAudit,
    partners,
    about,
    successStories,
    blog,
    careers,
    contact,
    imprint,
    privacy,
    faq,
    headless,
    hackable,
    quickStart,
    cloud,
    compare,
    glossary,
    search,
  ],
}
