import { isLocale, type Locale } from '@/i18n/locales'
import de from '@/i18n/messages/de-CH/forms.json'
import en from '@/i18n/messages/en/forms.json'

type Tree = { [key: string]: string | Tree }
const catalogues: Record<Locale, Tree> = { 'de-CH': de.forms as Tree, en: en.forms as Tree }

/** Server-side lookup in the `forms` messages (same files as the UI), with `{name}` placeholders. */
export function formText(
  locale: Locale | string | undefined,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const lang: Locale = isLocale(locale) ? locale : 'de-CH'
  const find = (tree: Tree) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      )
  const found = find(catalogues[lang]) ?? find(catalogues[lang === 'en' ? 'de-CH' : 'en'])
  const text = typeof found === 'string' ? found : key
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
