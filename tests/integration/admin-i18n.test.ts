import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { initI18n, type I18n } from '@payloadcms/translations'
import { formatDate } from '@payloadcms/ui/shared'
import type { Block, Field, LabelFunction, SanitizedConfig } from 'payload'
import { isValidElement } from 'react'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

import { AdminText } from '@/admin/AdminText'
import type { BreakpointWord } from '@/admin/breakpointWords'
import { adminNamespace, adminText, adminTranslations } from '@/admin/translations'

/**
 * Fields Payload itself adds; their labels come from Payload's own translations (or they never show).
 */
const payloadFields: Record<string, string> = {
  id: 'document id, added by Payload',
  createdAt: 'timestamp added by Payload, labelled with its own translations',
  updatedAt: 'timestamp added by Payload, labelled with its own translations',
  email: 'auth field added by Payload (auth collections)',
  password: 'auth field added by Payload (auth collections)',
  _status: 'draft/published status added by Payload (versions)',
  blockName:
    'optional block name Payload adds to every block, labelled with its own translations in the admin',
}

type Problem = string

/** The admin's translators in English and German, built from the running config's i18n. */
let translators: I18n[] = []

/** A label function (plugins use them) must find its translation key in both admin languages. */
function checkLabelFunction(where: string, label: LabelFunction, problems: Problem[]): void {
  for (const i18n of translators) {
    const missing: string[] = []
    const t = ((key: string, vars?: Record<string, unknown>) => {
      const text = i18n.t(key as never, vars)
      if (text === key) missing.push(key)
      return text
    }) as I18n['t']
    label({ i18n: { ...i18n, t }, t })
    for (const key of missing) problems.push(`${where}: no ${i18n.language} text for ${key}`)
  }
}

/**
 * Admin strings must be { en, de } objects, or a Payload label function whose keys both languages
 * have; German never contains "ß".
 */
function check(where: string, value: unknown, problems: Problem[]): void {
  if (typeof value === 'function')
    return checkLabelFunction(where, value as LabelFunction, problems)
  if (value === undefined || value === false) return
  if (typeof value === 'string') {
    problems.push(`${where}: plain string ${JSON.stringify(value)}`)
    return
  }
  if (typeof value !== 'object' || value === null) return
  const record = value as Record<string, unknown>
  if (typeof record.en !== 'string' || typeof record.de !== 'string') {
    problems.push(`${where}: needs both en and de, got ${JSON.stringify(value)}`)
    return
  }
  if (record.de.includes('ß'))
    problems.push(`${where}: German uses "ß": ${JSON.stringify(record.de)}`)
}

/**
 * Fields staff never see anywhere. A field hidden only in the edit view (`admin.hidden`) still
 * names a column and a filter of the list view, so it needs labels too.
 */
function isHidden(field: Field): boolean {
  const admin = field.admin as
    | {
        disabled?: boolean
        hidden?: boolean
        disableListColumn?: boolean
        disableListFilter?: boolean
      }
    | undefined
  const notListed = admin?.disableListColumn === true && admin.disableListFilter === true
  return (
    ('hidden' in field && field.hidden === true) ||
    admin?.disabled === true ||
    (admin?.hidden === true && notListed)
  )
}

function walkBlock(where: string, block: Block, problems: Problem[], seen: Set<Block>): void {
  if (seen.has(block)) return
  seen.add(block)
  const at = `${where} block ${block.slug}`
  check(`${at} labels.singular`, block.labels?.singular, problems)
  check(`${at} labels.plural`, block.labels?.plural, problems)
  walkFields(at, block.fields, problems, seen)
}

function walkFields(where: string, fields: Field[], problems: Problem[], seen: Set<Block>): void {
  for (const field of fields) {
    if (isHidden(field)) continue
    const named = 'name' in field && typeof field.name === 'string' ? field.name : undefined
    const at = `${where} > ${named ?? field.type}`
    if (named && !(named in payloadFields)) {
      const label = 'label' in field ? field.label : undefined
      if (label === undefined) problems.push(`${at}: no label`)
      else check(`${at} label`, label, problems)
    } else if (!named && 'label' in field) {
      check(`${at} label`, field.label, problems)
    }
    const admin = field.admin as { description?: unknown; placeholder?: unknown } | undefined
    check(`${at} description`, admin?.description, problems)
    check(`${at} placeholder`, admin?.placeholder, problems)
    if ((field.type === 'select' || field.type === 'radio') && !(named && named in payloadFields)) {
      for (const option of field.options) {
        if (typeof option === 'string') problems.push(`${at} option ${option}: no label`)
        else check(`${at} option ${option.value}`, option.label, problems)
      }
    }
    if (field.type === 'array') {
      check(`${at} labels.singular`, field.labels?.singular, problems)
      check(`${at} labels.plural`, field.labels?.plural, problems)
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const tabAt = `${at} tab ${'name' in tab ? tab.name : ''}`
        // A named tab without a label shows its name.
        if ('name' in tab && tab.label === undefined) problems.push(`${tabAt}: no label`)
        else check(`${tabAt} label`, tab.label, problems)
        check(`${tabAt} description`, tab.description, problems)
        walkFields(tabAt, tab.fields, problems, seen)
      }
    }
    if (field.type === 'blocks') {
      const blocks = [...(field.blocks ?? [])]
      for (const block of blocks) walkBlock(at, block, problems, seen)
    }
    if ('fields' in field && Array.isArray(field.fields))
      walkFields(at, field.fields, problems, seen)
  }
}

let config: SanitizedConfig

beforeAll(async () => {
  config = await (await import('@payload-config')).default
  translators = await Promise.all(
    (['en', 'de'] as const).map((language) =>
      initI18n({ config: config.i18n, context: 'api', language }),
    ),
  )
})

describe('admin: every label, group, description and option is in English and German', () => {
  it('labels collections, their groups and fields in both languages', () => {
    const problems: Problem[] = []
    const seen = new Set<Block>()
    for (const collection of config.collections) {
      // Payload's internal collections are left out unless staff see them (the jobs list).
      if (collection.slug.startsWith('payload-') && collection.admin.hidden === true) continue
      const at = `collection ${collection.slug}`
      check(`${at} labels.singular`, collection.labels.singular, problems)
      check(`${at} labels.plural`, collection.labels.plural, problems)
      check(`${at} group`, collection.admin.group, problems)
      check(`${at} description`, collection.admin.description, problems)
      walkFields(at, collection.fields, problems, seen)
    }
    for (const block of config.blocks ?? []) walkBlock('config', block, problems, seen)
    expect(problems).toEqual([])
  })

  it('labels globals, their groups and fields in both languages', () => {
    const problems: Problem[] = []
    const seen = new Set<Block>()
    for (const global of config.globals) {
      if (global.slug.startsWith('payload-')) continue
      const at = `global ${global.slug}`
      check(`${at} label`, global.label, problems)
      check(`${at} group`, global.admin.group, problems)
      check(`${at} description`, global.admin.description, problems)
      walkFields(at, global.fields, problems, seen)
    }
    expect(problems).toEqual([])
  })

  it('catches a plain label and a German "ß"', () => {
    const problems: Problem[] = []
    walkFields(
      'probe',
      [
        { name: 'title', type: 'text' },
        { name: 'street', type: 'text', label: { en: 'Street', de: 'Straße' } },
        {
          name: 'kind',
          type: 'select',
          label: { en: 'Kind', de: 'Art' },
          options: [{ label: 'Plain', value: 'plain' }],
        },
        { name: 'from', type: 'text', label: ({ t }) => t('general:createdAt' as never) },
        { name: 'to', type: 'text', label: ({ t }) => t('plugin-probe:toUrl' as never) },
      ],
      problems,
      new Set(),
    )
    expect(problems).toEqual([
      'probe > title: no label',
      expect.stringContaining('German uses "ß"'),
      'probe > kind option plain: plain string "Plain"',
      'probe > to label: no en text for plugin-probe:toUrl',
      'probe > to label: no de text for plugin-probe:toUrl',
    ])
  })
})

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

function resolveSource(specifier: string): string {
  const base = path.join(src, specifier)
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((suffix) => base + suffix)
    .find(existsSync)
  if (!found) throw new Error(`import map entry @/${specifier} not found`)
  return found
}

/** Our custom admin components: every `@/…` entry of the admin import map, and src/admin. */
function adminComponentFiles(): string[] {
  const importMap = readFileSync(path.join(src, 'app/(payload)/admin/importMap.js'), 'utf8')
  const entries = [...importMap.matchAll(/from '@\/([^']+)'/g)].map((match) =>
    resolveSource(match[1]!),
  )
  // The dictionary itself is checked against its German counterpart below; the date module holds
  // date-fns patterns ("d. MMMM y"), no words.
  const notComponents = ['admin/translations.ts', 'admin/dates/swissDates.ts'].map((file) =>
    path.join(src, file),
  )
  return [...new Set([...entries, ...sourceFiles(path.join(src, 'admin'))])]
    .filter((file) => !notComponents.includes(file))
    .sort()
}

const parse = (file: string, text = readFileSync(file, 'utf8')) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)

/** Words a person reads: a letter word with another word or closing punctuation ("Done." …). */
const prose = (text: string) =>
  /[A-Za-z]{2,}/.test(text) &&
  (/[A-Za-z]{2,}\s+\S/.test(text) || /[A-Za-z][.!?]$/.test(text.trim()))
/** Attributes that never show text. */
const invisibleAttributes = new Set(['className', 'style', 'key', 'href', 'id', 'rel', 'target'])

const literalTexts = (node: ts.Node): string[] => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
  return []
}

/** An `{ en, de }` label object's property, or an argument of a call (a translation key, an id …). */
function isLocalizedOrKey(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression)) return true
  if (ts.isPropertyAssignment(parent) && ['en', 'de'].includes(parent.name.getText())) return true
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true
  return ts.isExpressionStatement(parent) // a directive such as 'use client'
}

/** Text a custom admin component shows that does not come from the admin's translations. */
function hardCodedText(file: string, text?: string): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && invisibleAttributes.has(node.name.getText())) return
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(node.text.trim())
    else if (!isLocalizedOrKey(node))
      for (const literal of literalTexts(node)) if (prose(literal)) found.push(literal)
    ts.forEachChild(node, visit)
  }
  visit(parse(file, text))
  return found.map((value) => `${path.relative(root, file)}: ${JSON.stringify(value)}`)
}

/**
 * Error messages the admin shows as they are: literal prose passed to Payload's errors (the first
 * argument of APIError, `message` of ValidationError entries) and returned by a field's
 * `validate`, in server code of the admin side.
 */
const adminServerDirs = [
  'access',
  'admin',
  'blocks',
  'collections',
  'fields',
  'forms',
  'globals',
  'jobs',
  'plugins',
  'security',
]
const notAdminFacing: Record<string, string> = {
  'src/security/boundedReads.ts': 'limits the public API only: staff are never bounded',
}
const errorClasses = new Set(['APIError', 'ValidationError', 'Forbidden', 'NotFound'])

function hardCodedErrors(file: string, text?: string): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      errorClasses.has(node.expression.getText()) &&
      node.arguments?.length
    ) {
      const [first] = node.arguments
      for (const literal of literalTexts(first!)) if (prose(literal)) found.push(literal)
      const messages = (inner: ts.Node) => {
        if (ts.isPropertyAssignment(inner) && inner.name.getText() === 'message')
          for (const literal of literalTexts(inner.initializer))
            if (prose(literal)) found.push(literal)
        ts.forEachChild(inner, messages)
      }
      messages(first!)
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'validate') {
      const returned = (inner: ts.Node) => {
        if (!isLocalizedOrKey(inner))
          for (const literal of literalTexts(inner)) if (prose(literal)) found.push(literal)
        ts.forEachChild(inner, returned)
      }
      returned(node.initializer)
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(file, text))
  return found.map((value) => `${path.relative(root, file)}: ${JSON.stringify(value)}`)
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()

/** Both languages have every key, with the same placeholders; German without "ß". */
function checkTranslations(
  en: Record<string, unknown>,
  de: Record<string, unknown>,
  problems: Problem[],
): void {
  for (const key of new Set([...Object.keys(en), ...Object.keys(de)])) {
    const [english, german] = [en[key], de[key]]
    if (typeof english !== 'string' || english.trim() === '')
      problems.push(`translation ${key}: no English`)
    if (typeof german !== 'string' || german.trim() === '')
      problems.push(`translation ${key}: no German`)
    if (typeof english !== 'string' || typeof german !== 'string') continue
    if (german.includes('ß')) problems.push(`translation ${key}: German uses "ß"`)
    if (placeholders(english).join() !== placeholders(german).join())
      problems.push(`translation ${key}: placeholders differ`)
  }
}

describe('admin: custom components, translations and error messages in English and German', () => {
  it('registers the admin translations in both languages, with the same keys', () => {
    const translations = config.i18n.translations as Record<string, Record<string, unknown>>
    expect(translations.en?.[adminNamespace]).toEqual(adminTranslations.en[adminNamespace])
    expect(translations.de?.[adminNamespace]).toEqual(adminTranslations.de[adminNamespace])
    const problems: Problem[] = []
    checkTranslations(
      adminTranslations.en[adminNamespace],
      adminTranslations.de[adminNamespace],
      problems,
    )
    expect(problems).toEqual([])
  })

  it('names each content language in itself, in either admin language', () => {
    // Payload's version view reads a locale label object by content-locale code (not by admin
    // language) and fails on { en, de }: the labels are endonyms, as language choosers show them.
    const labels = Object.fromEntries(
      (config.localization ? config.localization.locales : []).map((locale) => [
        locale.code,
        locale.label,
      ]),
    )
    expect(labels).toEqual({ 'de-CH': 'Deutsch (Schweiz)', en: 'English' })
  })

  it('custom admin components show no hard-coded text', () => {
    const files = adminComponentFiles()
    expect(files.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining([
        'src/admin/dashboard/StaffDashboard.tsx',
        'src/collections/Media/admin/MediaUsage.tsx',
        'src/forms/admin/ReplyAction.tsx',
      ]),
    )
    expect(files.flatMap((file) => hardCodedText(file))).toEqual([])
  })

  it('hooks and endpoints of the admin side throw no hard-coded English messages', () => {
    const files = adminServerDirs
      .flatMap((dir) => sourceFiles(path.join(src, dir)))
      .filter((file) => !(path.relative(root, file) in notAdminFacing))
    expect(files.flatMap((file) => hardCodedErrors(file))).toEqual([])
  })

  it('catches English-only words in a component, a translation and an error', () => {
    const component = `export function Probe({ i18n }) {
      const note = 'Nothing to do.'
      return <div className="field-type"><h2>Leads</h2><p title="Open the list">{note}</p>
        {adminText(i18n, 'dashboardTitle')}{getTranslation({ en: 'Fine', de: 'Gut' }, i18n)}</div>
    }`
    expect(hardCodedText(path.join(src, 'probe.tsx'), component)).toHaveLength(3)
    const hook = `throw new APIError('This cannot be deleted.', 409)
      throw new ValidationError({ errors: [{ path: 'x', message: \`Not allowed: \${x}\` }] })
      throw new APIError(adminText(req.i18n, 'mediaStillUsed'), 409)
      const field = { validate: (value) => (value ? true : 'Use lower-case letters only.') }`
    expect(hardCodedErrors(path.join(src, 'probe.ts'), hook)).toHaveLength(3)
    const problems: Problem[] = []
    checkTranslations(
      { saved: 'Saved', count_one: '{{count}} lead' },
      { saved: 'Strasse gespeichert', count_one: 'Eine Anfrage', extra: 'Nur Deutsch' },
      problems,
    )
    expect(problems).toEqual([
      'translation count_one: placeholders differ',
      'translation extra: no English',
    ])
    checkTranslations({ street: 'Street' }, { street: 'Straße' }, problems)
    expect(problems).toHaveLength(3)
  })
})

/** A resolved translation object as `namespace:key` (and `namespace:group:key`) → string. */
function flatten(tree: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {}
  for (const [key, value] of Object.entries(tree)) {
    if (key === '$schema') continue // a JSON-schema pointer some packages ship, never shown
    if (typeof value === 'string') flat[prefix + key] = value
    else if (value && typeof value === 'object')
      Object.assign(flat, flatten(value, `${prefix}${key}:`))
  }
  return flat
}

/** German strings that are the English word, because German uses the same word. */
const sharedWords = new Set([
  'BCC',
  'Block',
  'CC',
  'Desktop',
  'Export',
  'Filter',
  'Layout',
  'Limit',
  'Name',
  'Option',
  'Passkey',
  'Passkeys',
  'Status',
  'Tablet',
  'Text',
  'Version',
])

/**
 * Every string the English admin has, the German admin has in German: present, in Swiss spelling
 * (no "ß"), not left in English (the same text as the English one, unless a word both languages
 * share), with the same placeholders.
 */
function checkResolved(
  english: Record<string, string>,
  german: Record<string, string>,
  problems: Problem[],
): void {
  for (const [key, text] of Object.entries(english)) {
    const deutsch = german[key]
    if (deutsch === undefined || deutsch.trim() === '') problems.push(`${key}: no German`)
    else if (deutsch === text && !sharedWords.has(text))
      problems.push(`${key}: English in German: ${JSON.stringify(text)}`)
    else if (placeholders(text).join() !== placeholders(deutsch).join())
      problems.push(`${key}: placeholders differ`)
  }
  for (const [key, text] of Object.entries(german))
    if (/[ßẞ]/.test(text)) problems.push(`${key}: "ß" in ${JSON.stringify(text)}`)
}

describe('admin: the German admin is Swiss German, to the last word', () => {
  // Both sets Payload resolves from the running config: all strings (server: API messages, e-mails,
  // server-rendered views) and the subset it ships to the browser.
  for (const context of ['api', 'client'] as const) {
    it(`every ${context} string of Payload, the plugins, the editor and the product`, async () => {
      const [english, german] = await Promise.all(
        (['en', 'de'] as const).map((language) =>
          initI18n({ config: config.i18n, context, language }),
        ),
      )
      const en = flatten(english!.translations)
      const de = flatten(german!.translations)
      // Payload's own, every plugin's and the rich-text editor's namespaces are part of the walk.
      const namespaces = new Set(Object.keys(de).map((key) => key.split(':')[0]))
      expect([...namespaces]).toEqual(
        expect.arrayContaining(['general', 'upload', 'plugin-form-builder', 'lexical', 'unbound']),
      )
      if (context === 'api')
        expect([...namespaces]).toEqual(
          expect.arrayContaining(['plugin-seo', 'plugin-import-export', 'plugin-redirects']),
        )
      expect(Object.keys(de).length).toBeGreaterThan(600)
      const problems: Problem[] = []
      checkResolved(en, de, problems)
      expect(problems).toEqual([])
      // The strings staff reported, in Swiss spelling.
      expect(de['upload:previewSizes']).toBe('Bildgrössen anzeigen')
      expect(de['general:close']).toBe('Schliessen')
    })
  }

  it('catches a missing German string, an "ß" and English left in German', () => {
    const problems: Problem[] = []
    checkResolved(
      { 'general:close': 'Close', 'general:name': 'Name', 'plugin:radio': 'Radio', 'x:y': 'Y' },
      { 'general:close': 'Schließen', 'general:name': 'Name', 'plugin:radio': 'Radio' },
      problems,
    )
    expect(problems).toEqual([
      'plugin:radio: English in German: "Radio"',
      'x:y: no German',
      'general:close: "ß" in "Schließen"',
    ])
  })

  it('formats dates the Swiss way in the German admin and the English way in the English one', async () => {
    const [english, german] = await Promise.all(
      (['en', 'de'] as const).map((language) =>
        initI18n({ config: config.i18n, context: 'client', language }),
      ),
    )
    const date = new Date(2026, 10, 25, 14, 12) // local time: the formats, not the time zone
    const format = (i18n: I18n, pattern: string) => formatDate({ date, i18n, pattern })
    // admin.dateFormat (lists, document and version dates, the schedule drawer's list), then the
    // patterns Payload's date picker uses when a field sets none (the schedule drawer sets none).
    const patterns = [
      config.admin.dateFormat,
      'MMM d, yyy h:mm a',
      'MM/dd/yyyy',
      'h:mm aa',
      'h:mm a',
      'MMM dd',
    ]
    expect(patterns.map((pattern) => format(german!, pattern))).toEqual([
      '25.11.2026, 14:12',
      '25.11.2026, 14:12',
      '25.11.2026',
      '14:12',
      '14:12',
      '25. Nov.',
    ])
    expect(patterns.map((pattern) => format(english!, pattern))).toEqual([
      'November 25th 2026, 2:12 PM',
      'Nov 25, 2026 2:12 PM',
      '11/25/2026',
      '2:12 PM',
      '2:12 PM',
      'Nov 25',
    ])
    // Localized patterns and day-first or ISO ones keep their meaning.
    expect(
      ['Pp', 'PPPP', 'p', 'yyyy-MM-dd', 'dd.MM.yyyy HH:mm', 'LLLL yyyy'].map((pattern) =>
        format(german!, pattern),
      ),
    ).toEqual([
      '25.11.2026, 14:12',
      'Mittwoch, 25. November 2026',
      '14:12',
      '2026-11-25',
      '25.11.2026 14:12',
      'November 2026',
    ])
  })

  it('labels the live-preview sizes in the admin language', () => {
    const breakpoints = config.admin.livePreview?.breakpoints ?? []
    expect(breakpoints.map((breakpoint) => breakpoint.name)).toEqual([
      'mobile',
      'tablet',
      'desktop',
    ])
    const labels = breakpoints.map((breakpoint) => {
      const label: unknown = breakpoint.label
      expect(isValidElement(label) && label.type === AdminText).toBe(true)
      const { name } = (label as { props: { name: BreakpointWord } }).props
      return translators.map((i18n) => adminText(i18n, name))
    })
    expect(labels).toEqual([
      ['Phone', 'Smartphone'],
      ['Tablet', 'Tablet'],
      ['Desktop', 'Desktop'],
    ])
    // Collections with a live preview take these sizes (a list of their own would replace them).
    const withLivePreview = config.collections.filter((collection) => collection.admin.livePreview)
    expect(withLivePreview.length).toBeGreaterThan(0)
    for (const collection of withLivePreview)
      expect(collection.admin.livePreview?.breakpoints, collection.slug).toBeUndefined()
  })
})
