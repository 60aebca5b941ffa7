import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { searchPlugin } from '@payloadcms/plugin-search'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CollectionConfig, Plugin } from 'payload'

import { contentAdminHidden, publicContentAccess } from '@/access'
import { denyByDefault } from '@/access/defaults'
import { exportsCollection, importsCollection } from '@/access/importExport'
import { labelFields, seoGroupLabel, uploadFieldLabels } from '@/admin/fieldLabels'
import { imageSizeLabels } from '@/collections/Media'
import { formsPlugin } from '@/forms'
import { sharpOnDemand } from '@/infra/sharp'
import { mediaStorage } from '@/infra/storage'
import { translationPlugin } from '@/translation'

import { searchBeforeSync, searchFields } from './search'
import { seoDescription, seoTitle } from './seo'

export const seoCollections = [
  'pages',
  'posts',
  'case-studies',
  'glossary-terms',
  'job-openings',
] as const

const labelledExports = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  labels: { singular: { en: 'Export', de: 'Export' }, plural: { en: 'Exports', de: 'Exporte' } },
  fields: labelFields(collection.fields, {
    collectionSlug: { label: { en: 'Collection', de: 'Sammlung' } },
    selectionToUse: { label: { en: 'Selection to use', de: 'Zu verwendende Auswahl' } },
    preview: { label: { en: 'Preview', de: 'Vorschau' } },
    where: { label: { en: 'Filter', de: 'Filter' } },
    limit: { placeholder: { en: 'No limit', de: 'Keine Begrenzung' } },
    format: { options: { csv: { en: 'CSV', de: 'CSV' }, json: { en: 'JSON', de: 'JSON' } } },
    locale: {
      options: {
        all: { en: 'All languages', de: 'Alle Sprachen' },
        'de-CH': { en: 'German (Switzerland)', de: 'Deutsch (Schweiz)' },
        en: { en: 'English', de: 'Englisch' },
      },
    },
    sortOrder: {
      options: {
        asc: { en: 'Ascending', de: 'Aufsteigend' },
        desc: { en: 'Descending', de: 'Absteigend' },
      },
    },
  }),
})

const labelledImports = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  labels: { singular: { en: 'Import', de: 'Import' }, plural: { en: 'Imports', de: 'Importe' } },
  fields: labelFields(collection.fields, {
    collectionSlug: { label: { en: 'Collection', de: 'Sammlung' } },
    preview: { label: { en: 'Preview', de: 'Vorschau' } },
    status: {
      options: {
        pending: { en: 'Pending', de: 'Ausstehend' },
        completed: { en: 'Completed', de: 'Abgeschlossen' },
        partial: { en: 'Partial', de: 'Teilweise' },
        failed: { en: 'Failed', de: 'Fehlgeschlagen' },
      },
    },
    summary: { label: { en: 'Summary', de: 'Zusammenfassung' } },
    imported: { label: { en: 'Imported', de: 'Importiert' } },
    updated: { label: { en: 'Updated', de: 'Aktualisiert' } },
    total: { label: { en: 'Total', de: 'Gesamt' } },
    issues: { label: { en: 'Issues', de: 'Probleme' } },
    issueDetails: { label: { en: 'Issue details', de: 'Fehlerdetails' } },
  }),
})

export const plugins: Plugin[] = [
  formsPlugin,
  seoPlugin({
    collections: [...seoCollections],
    uploadsCollection: 'media',
    tabbedUI: false,
    fields: ({ defaultFields }) =>
      labelFields(defaultFields, {
        overview: { label: { en: 'Overview', de: 'Übersicht' } },
        title: { label: { en: 'Meta title', de: 'Meta-Titel' } },
        description: { label: { en: 'Meta description', de: 'Meta-Beschreibung' } },
        image: {
          label: { en: 'Meta image', de: 'Meta-Bild' },
          description: {
            en: 'Maximum upload file size: 12MB. Recommended file size for images is <500KB.',
            de: 'Maximale Dateigrösse: 12 MB. Für Bilder empfohlen: unter 500 KB.',
          },
        },
        preview: { label: { en: 'Preview', de: 'Vorschau' } },
      }),
    generateTitle: seoTitle,
    generateDescription: seoDescription,
  }),
  seoGroupLabel(seoCollections),
  redirectsPlugin({
    collections: ['pages', 'posts', 'case-studies', 'glossary-terms', 'job-openings'],
    overrides: {
      labels: {
        singular: { en: 'Redirect', de: 'Weiterleitung' },
        plural: { en: 'Redirects', de: 'Weiterleitungen' },
      },
      admin: { hidden: contentAdminHidden, group: { en: 'Settings', de: 'Einstellungen' } },
      fields: ({ defaultFields }) =>
        labelFields(defaultFields, {
          type: {
            options: {
              '301': { en: '301 - Permanent', de: '301 - Dauerhaft' },
              '302': { en: '302 - Temporary', de: '302 - Vorübergehend' },
              '307': { en: '307 - Temporary redirect', de: '307 - Vorübergehende Weiterleitung' },
              '308': { en: '308 - Permanent redirect', de: '308 - Dauerhafte Weiterleitung' },
            },
          },
        }),
      access: publicContentAccess,
    },
    redirectTypes: ['301', '302', '307', '308'],
  }),
  searchPlugin({
    collections: ['pages', 'posts', 'case-studies', 'glossary-terms'],
    localize: true,
    beforeSync: searchBeforeSync,
    searchOverrides: {
      labels: {
        singular: { en: 'Search result', de: 'Suchergebnis' },
        plural: { en: 'Search', de: 'Suche' },
      },
      fields: searchFields,
      admin: {
        hidden: contentAdminHidden,
        group: { en: 'Settings', de: 'Einstellungen' },
        description: {
          en: 'Search results, created and updated automatically from the published documents.',
          de: 'Suchergebnisse, automatisch aus den veröffentlichten Dokumenten erstellt und aktualisiert.',
        },
      },
      // Rows are written by the plugin's own hooks (Local API); staff may correct them.
      access: publicContentAccess,
    },
  }),
  importExportPlugin({
    collections: [{ slug: 'form-submissions' }],
    overrideExportCollection: ({ collection }) =>
      exportsCollection({ collection: labelledExports(collection) }),
    overrideImportCollection: ({ collection }) =>
      importsCollection({ collection: labelledImports(collection) }),
  }),
  // After every plugin that adds an upload collection (exports, imports).
  mediaStorage(),
  sharpOnDemand,
  uploadFieldLabels(imageSizeLabels),
  // After every plugin that adds localized collections or fields (forms, SEO).
  translationPlugin,
  // Last: every verb the collections above left without a rule is closed.
  denyByDefault,
]
