import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { searchPlugin } from '@payloadcms/plugin-search'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { anyone, staffOnly } from '@/access'

import { formsPlugin } from '@/forms/plugin'

import { searchBeforeSync, searchFields } from './search'
import { seoDescription, seoTitle } from './seo'

export const seoCollections = ['pages', 'posts', 'case-studies', 'glossary-terms', 'job-openings'] as const

export const plugins: Plugin[] = [
  formsPlugin,
  seoPlugin({
    collections: [...seoCollections],
    uploadsCollection: 'media',
    tabbedUI: false,
    generateTitle: seoTitle,
    generateDescription: seoDescription,
  }),
  redirectsPlugin({
    collections: ['pages', 'posts', 'case-studies', 'glossary-terms', 'job-openings'],
    overrides: {
      admin: { group: 'Settings' },
      access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
    },
    redirectTypes: ['301', '302', '307', '308'],
  }),
  searchPlugin({
    collections: ['pages', 'posts', 'case-studies', 'glossary-terms'],
    localize: true,
    beforeSync: searchBeforeSync,
    searchOverrides: {
      fields: searchFields,
      admin: { group: 'Settings' },
      access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
    },
  }),
  importExportPlugin({ collections: [{ slug: 'form-submissions' }] }),
]
