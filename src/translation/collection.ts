import type { CollectionConfig, Field } from 'payload'

import { notExported } from '@/access/notExported'

import { stateFieldAccess, statusFieldAccess, storeAccess } from './access'
import { localeFieldName, statusValues, storeSlug } from './settings'

const statusLabels = {
  current: { en: 'Up to date', de: 'Aktuell' },
  outdated: { en: 'Outdated', de: 'Veraltet' },
  missing: { en: 'Missing', de: 'Fehlt' },
}

const languageLabels: Record<string, { en: string; de: string }> = {
  'de-CH': { en: 'German', de: 'Deutsch' },
  en: { en: 'English', de: 'Englisch' },
}

/** One select per content language: up to date, outdated or missing. */
export const statusFields = (locales: readonly string[]): Field[] =>
  locales.map((locale) => ({
    name: localeFieldName(locale),
    label: languageLabels[locale] ?? locale,
    type: 'select',
    index: true,
    options: statusValues.map((value) => ({ value, label: statusLabels[value] })),
    access: statusFieldAccess,
    admin: { readOnly: true },
  }))

/**
 * The derived status per document and language, and the state it comes from (what each
 * language's fields go with, what the document said when last seen). Written by the server only.
 */
export const translationStates = (locales: readonly string[]): CollectionConfig => ({
  slug: storeSlug,
  labels: {
    singular: { en: 'Translation status', de: 'Übersetzungsstand' },
    plural: { en: 'Translation statuses', de: 'Übersetzungsstände' },
  },
  admin: { hidden: true, useAsTitle: 'key' },
  access: storeAccess,
  fields: [
    {
      name: 'key',
      label: { en: 'Key', de: 'Schlüssel' },
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'target',
      label: { en: 'Collection or global', de: 'Sammlung oder globales Element' },
      type: 'text',
      required: true,
      index: true,
    },
    { name: 'document', label: { en: 'Document', de: 'Dokument' }, type: 'text', index: true },
    {
      name: 'status',
      label: { en: 'Status', de: 'Stand' },
      type: 'group',
      fields: statusFields(locales),
    },
    {
      name: 'state',
      label: { en: 'State', de: 'Zustand' },
      type: 'json',
      access: stateFieldAccess,
      custom: notExported,
    },
    {
      name: 'seenAt',
      label: { en: 'Last version seen', de: 'Zuletzt gesehene Version' },
      type: 'text',
    },
  ],
})
