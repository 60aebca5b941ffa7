import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { searchPlugin } from '@payloadcms/plugin-search'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Plugin } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'
import { denyByDefault } from '@/access/defaults'
import { exportsCollection, importsCollection } from '@/access/importExport'

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
      admin: { hidden: contentAdminHidden, group: 'Settings' },
      access: publicContentAccess,
    },
    redirectTypes: ['301', '302', '307', '308'],
  }),
  searchPlugin({
    collections: ['pages', 'posts', 'case-studies', 'glossary-terms'],
    localize: true,
    beforeSync: searchBeforeSync,
    searchOverrides: {
      fields: searchFields,
      admin: { hidden: contentAdminHidden, group: 'Settings' },
      // Rows are written by the plugin's own hooks (Local API); staff may correct them.
      access: publicContentAccess,
    },
  }),
  importExportPlugin({
    collections: [{ slug: 'form-submissions' }],
    overrideExportCollection: exportsCollection,
    overrideImportCollection: importsCollection,
  }),
  // Last: every verb the collections above left without a rule is closed.
  denyByDefault,
]
