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
  emptyFile: 'The file is empty.',
  fileTooLarge: 'The file is too large: at most {{limit}} MB can be imported.',
  notWellFormed:
    'The file is not well-formed XML (line {{line}}, column {{column}}). Nothing was imported.',
  cutOff:
    'The file ends before all its elements are closed: it is incomplete (cut off?). Nothing was imported.',
  tooDeep:
    'The file nests its elements more than {{limit}} levels deep: it is not an export of this site.',
  tooManyElements:
    'The file has more than {{limit}} elements: export fewer documents at a time. Nothing was imported.',
  tooManyDocuments:
    'The file names more than {{limit}} documents: export fewer at a time. Nothing was imported.',
  textTooLong:
    'The file has a text of more than {{limit}} characters: it is not an export of this site.',
  unknownDocument:
    'The file names a document that does not exist: {{document}}. Nothing was imported.',
  unknownUnit:
    'The file has a unit that is no field of {{document}}: {{unit}}. Nothing was imported.',
  importForbidden: 'You may not change {{document}}. Nothing was imported.',
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
  emptyFile: 'Die Datei ist leer.',
  fileTooLarge: 'Die Datei ist zu gross: Importiert werden höchstens {{limit}} MB.',
  notWellFormed:
    'Die Datei ist kein wohlgeformtes XML (Zeile {{line}}, Spalte {{column}}). Es wurde nichts importiert.',
  cutOff:
    'Die Datei endet, bevor alle ihre Elemente geschlossen sind: Sie ist unvollständig (abgeschnitten?). Es wurde nichts importiert.',
  tooDeep:
    'Die Datei verschachtelt ihre Elemente tiefer als {{limit}} Ebenen: Sie ist kein Export dieser Website.',
  tooManyElements:
    'Die Datei hat mehr als {{limit}} Elemente: Exportieren Sie weniger Dokumente auf einmal. Es wurde nichts importiert.',
  tooManyDocuments:
    'Die Datei nennt mehr als {{limit}} Dokumente: Exportieren Sie weniger auf einmal. Es wurde nichts importiert.',
  textTooLong:
    'Die Datei hat einen Text mit mehr als {{limit}} Zeichen: Sie ist kein Export dieser Website.',
  unknownDocument:
    'Die Datei nennt ein Dokument, das es nicht gibt: {{document}}. Es wurde nichts importiert.',
  unknownUnit:
    'Die Datei hat eine Einheit, die kein Feld von {{document}} ist: {{unit}}. Es wurde nichts importiert.',
  importForbidden: 'Sie dürfen {{document}} nicht ändern. Es wurde nichts importiert.',
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
