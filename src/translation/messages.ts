/**
 * The translation workflow's words in both admin languages (Payload custom translations,
 * namespace `translation`). German in Swiss orthography ("ss", never "ß").
 */
const en = {
  status: 'Translation',
  statusCurrent: 'Up to date',
  statusOutdated: 'Outdated',
  statusMissing: 'Missing',
  bannerOutdated: 'This language is outdated: {{language}} changed since it was last translated.',
  bannerMissing: 'This language has not been written yet: the site shows {{language}}.',
  bannerCurrent: 'This language is up to date.',
  bannerField: 'Field',
  bannerBefore: '{{language}} before',
  bannerAfter: '{{language}} now',
  bannerEmpty: '(empty)',
  bannerLoading: 'Checking the translation status…',
  bannerFailed: 'The translation status could not be loaded.',
  bannerUnsaved: 'Save the document to see its translation status.',
  markTranslated: 'Mark as translated',
  marking: 'Saving…',
  marked: 'Marked as translated.',
  markFailed: 'Could not mark as translated: {{message}}',
  dashboardTitle: 'Needs translation',
  dashboardNone: 'Every document is translated.',
  dashboardLanguage: '{{language}}: {{count}} to translate',
  dashboardFallback: 'Published pages shown in the fallback language',
  dashboardNoFallback: 'Every published page has its own text in every language.',
  dashboardFallbackItem: '{{title}} ({{language}} shows {{fallback}})',
  notFound: 'No such document.',
  invalidTarget: 'Name a translated collection and document, or a translated global.',
  invalidLocale: 'Name one of the content languages.',
  invalidFile: 'The file is not an XLIFF 2.0 file exported here: {{reason}}',
  sourceChanged_one:
    'The source text changed since the export, in this field: {{fields}}. Export again and translate the new text.',
  sourceChanged_other:
    'The source text changed since the export, in these {{count}} fields: {{fields}}. Export again and translate the new text.',
  nothingToExport: 'Nothing to translate in the chosen documents.',
  imported_one: '{{count}} field imported into drafts.',
  imported_other: '{{count}} fields imported into drafts.',
  handoffTitle: 'Translation agency (XLIFF)',
  handoffLanguage: 'Translate into',
  handoffExport: 'Export outdated and missing texts',
  handoffImport: 'Import translated file',
  handoffWorking: 'Working…',
  handoffExported: 'File downloaded.',
  handoffFailed: 'Failed: {{message}}',
}

const de: typeof en = {
  status: 'Übersetzung',
  statusCurrent: 'Aktuell',
  statusOutdated: 'Veraltet',
  statusMissing: 'Fehlt',
  bannerOutdated:
    'Diese Sprache ist veraltet: {{language}} wurde seit der letzten Übersetzung geändert.',
  bannerMissing: 'Diese Sprache ist noch nicht geschrieben: Die Website zeigt {{language}}.',
  bannerCurrent: 'Diese Sprache ist aktuell.',
  bannerField: 'Feld',
  bannerBefore: '{{language}} vorher',
  bannerAfter: '{{language}} jetzt',
  bannerEmpty: '(leer)',
  bannerLoading: 'Übersetzungsstand wird geprüft …',
  bannerFailed: 'Der Übersetzungsstand konnte nicht geladen werden.',
  bannerUnsaved: 'Speichern Sie das Dokument, um seinen Übersetzungsstand zu sehen.',
  markTranslated: 'Als übersetzt markieren',
  marking: 'Wird gespeichert …',
  marked: 'Als übersetzt markiert.',
  markFailed: 'Konnte nicht als übersetzt markiert werden: {{message}}',
  dashboardTitle: 'Zu übersetzen',
  dashboardNone: 'Alle Dokumente sind übersetzt.',
  dashboardLanguage: '{{language}}: {{count}} zu übersetzen',
  dashboardFallback: 'Veröffentlichte Seiten in der Ersatzsprache',
  dashboardNoFallback: 'Jede veröffentlichte Seite hat in jeder Sprache eigenen Text.',
  dashboardFallbackItem: '{{title}} ({{language}} zeigt {{fallback}})',
  notFound: 'Dieses Dokument gibt es nicht.',
  invalidTarget:
    'Geben Sie eine übersetzte Sammlung und ein Dokument an, oder ein übersetztes globales Element.',
  invalidLocale: 'Geben Sie eine der Inhaltssprachen an.',
  invalidFile: 'Die Datei ist keine hier exportierte XLIFF-2.0-Datei: {{reason}}',
  sourceChanged_one:
    'Der Ausgangstext hat sich seit dem Export geändert, in diesem Feld: {{fields}}. Exportieren Sie erneut und übersetzen Sie den neuen Text.',
  sourceChanged_other:
    'Der Ausgangstext hat sich seit dem Export geändert, in diesen {{count}} Feldern: {{fields}}. Exportieren Sie erneut und übersetzen Sie den neuen Text.',
  nothingToExport: 'In den gewählten Dokumenten gibt es nichts zu übersetzen.',
  imported_one: '{{count}} Feld in Entwürfe importiert.',
  imported_other: '{{count}} Felder in Entwürfe importiert.',
  handoffTitle: 'Übersetzungsagentur (XLIFF)',
  handoffLanguage: 'Übersetzen nach',
  handoffExport: 'Veraltete und fehlende Texte exportieren',
  handoffImport: 'Übersetzte Datei importieren',
  handoffWorking: 'In Arbeit …',
  handoffExported: 'Datei heruntergeladen.',
  handoffFailed: 'Fehlgeschlagen: {{message}}',
}

export const translationNamespace = 'translation'

export const translationMessages = {
  en: { [translationNamespace]: en },
  de: { [translationNamespace]: de },
}

type WithoutCount<Key> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key
export type TranslationTextKey = WithoutCount<keyof typeof en>

/** A word of the translation workflow in the language of `i18n` (request or component). */
export const translationText = (
  i18n: { t: unknown },
  key: TranslationTextKey,
  vars?: Record<string, number | string>,
): string =>
  (i18n.t as (key: string, vars?: object) => string)(`${translationNamespace}:${key}`, vars)

/** A content language's name in the admin language (`de-CH` → "Deutsch" / "German"). */
export const languageName = (locale: string, adminLanguage: string): string =>
  new Intl.DisplayNames([adminLanguage === 'de' ? 'de-CH' : 'en'], { type: 'language' }).of(
    locale.split('-')[0],
  ) ?? locale
