import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

import { statusFieldAccess } from './access'
import { statusFields, translationStates } from './collection'
import { translationEndpoints } from './endpoints'
import { forgetDocument, refreshDocument, refreshGlobal } from './hooks'
import { translationMessages } from './messages'
import {
  isTranslatedCollection,
  isTranslatedGlobal,
  localeFieldName,
  statusGroup,
} from './settings'

const banner: Field = {
  name: 'translationBanner',
  label: { en: 'Translation status', de: 'Übersetzungsstand' },
  type: 'ui',
  admin: {
    components: { Field: '@/translation/components/TranslationBanner#TranslationBanner' },
  },
}

const statusGroupField = (locales: readonly string[]): Field => ({
  name: statusGroup,
  label: { en: 'Translation', de: 'Übersetzung' },
  type: 'group',
  access: statusFieldAccess,
  admin: { position: 'sidebar', readOnly: true },
  fields: statusFields(locales),
})

function withCollection(
  collection: CollectionConfig,
  locales: readonly string[],
): CollectionConfig {
  if (!isTranslatedCollection(collection.slug)) return collection
  const slug = collection.slug
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...collection.admin?.components,
        beforeListTable: [
          ...(collection.admin?.components?.beforeListTable ?? []),
          {
            path: '@/translation/components/HandoffPanel#HandoffPanel',
            clientProps: { collection: slug },
          },
        ],
      },
      ...(columns
        ? {
            defaultColumns: [
              ...columns,
              ...locales.map((locale) => `${statusGroup}.${localeFieldName(locale)}`),
            ],
          }
        : {}),
    },
    fields: [banner, ...collection.fields, statusGroupField(locales)],
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), refreshDocument(slug)],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), forgetDocument(slug)],
    },
  }
}

function withGlobal(global: GlobalConfig): GlobalConfig {
  if (!isTranslatedGlobal(global.slug)) return global
  return {
    ...global,
    fields: [banner, ...global.fields],
    hooks: {
      ...global.hooks,
      afterChange: [...(global.hooks?.afterChange ?? []), refreshGlobal(global.slug)],
    },
  }
}

/**
 * The translation workflow: a status per document and language derived from the versions
 * (src/translation/derive.ts), stored for the list views' column and filter, the edit view's
 * banner with "Mark as translated", the dashboard's counts and the XLIFF hand-off endpoints.
 */
export const translationPlugin: Plugin = (config: Config): Config => {
  const locales = config.localization
    ? config.localization.locales.map((locale) =>
        typeof locale === 'string' ? locale : locale.code,
      )
    : []
  const translations = config.i18n?.translations as
    Record<string, Record<string, unknown>> | undefined
  return {
    ...config,
    i18n: {
      ...config.i18n,
      translations: {
        ...translations,
        en: { ...translations?.en, ...translationMessages.en },
        de: { ...translations?.de, ...translationMessages.de },
      },
    },
    collections: [
      ...(config.collections ?? []).map((collection) => withCollection(collection, locales)),
      translationStates(locales),
    ],
    globals: (config.globals ?? []).map(withGlobal),
    admin: {
      ...config.admin,
      components: {
        ...config.admin?.components,
        beforeDashboard: [
          ...(config.admin?.components?.beforeDashboard ?? []),
          '@/translation/components/DashboardSection#TranslationDashboard',
        ],
      },
    },
    endpoints: [...(config.endpoints ?? []), ...translationEndpoints],
  }
}
