import { deepMergeSimple } from '@payloadcms/translations/utilities'
import type { SanitizedConfig } from 'payload'

import { swissGermanDates } from './dates/swissDates'
import { adminTranslations } from './translations'

/** A translation object: namespaces of keys, nested as Payload and the rich-text editor nest them. */
export type TranslationTree = { [key: string]: string | TranslationTree }

/** Swiss orthography: "ss" for "ß" (and "SS" for the capital). */
export const swissSpelling = (text: string): string =>
  text.replaceAll('ß', 'ss').replaceAll('ẞ', 'SS')

/** Every string of `tree` that Swiss orthography changes, in its Swiss spelling, at its own path. */
export function swissOverrides(tree: TranslationTree): TranslationTree {
  const overrides: TranslationTree = {}
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') {
      const swiss = swissSpelling(value)
      if (swiss !== value) overrides[key] = swiss
    } else if (value && typeof value === 'object') {
      const nested = swissOverrides(value)
      if (Object.keys(nested).length > 0) overrides[key] = nested
    }
  }
  return overrides
}

/**
 * The German admin in Swiss German, to the last word. Runs on the built config, after every
 * plugin and the rich-text editor have added their translations (the editor's are merged over
 * `i18n.translations` at the very end of the build):
 *
 * - `i18n.translations.de` gets the product's German corrections of packages' words again (the
 *   editor's own may have replaced them) and, derived from the strings the config resolves —
 *   Payload's German, the plugins', the editor's, the product's — the Swiss spelling of every one
 *   that has "ß". A string a package adds later is covered without a change here.
 * - the German date locale Payload formats with becomes Swiss (src/admin/dates/swissDates.ts).
 */
export async function swissGermanAdmin(config: SanitizedConfig): Promise<SanitizedConfig> {
  const translations = config.i18n.translations as Record<string, TranslationTree>
  const own = deepMergeSimple<TranslationTree>(translations.de ?? {}, adminTranslations.de)
  const payloadGerman = (config.i18n.supportedLanguages.de?.translations ?? {}) as TranslationTree
  const resolved = deepMergeSimple<TranslationTree>(payloadGerman, own)
  translations.de = deepMergeSimple<TranslationTree>(own, swissOverrides(resolved))
  await swissGermanDates()
  return config
}
