import {
  APIError,
  docAccessOperation,
  docAccessOperationGlobal,
  type PayloadRequest,
} from 'payload'
import js2xliff from 'xliff/js2xliff'

import { isEmptyValue, type Snapshot } from './derive'
import { translationText, type TranslationTextKey } from './messages'
import { isRichText, type RichTextValue } from './richText'
import { isTranslatedCollection, isTranslatedGlobal, targetKey, type Target } from './settings'
import {
  configOf,
  confirmTranslation,
  fieldsAlongPath,
  localesOf,
  refresh,
  snapshotFor,
} from './store'
import { readXliff, RefusedFile, type XliffFile, type XliffUnit } from './xliffReader'
import {
  inlineKey,
  richTextUnits,
  translatedRichText,
  UnknownCode,
  type Inline,
  type RichTextUnit,
} from './xliffUnits'

type Resources = XliffDocument['resources']

const unitId = (path: string, block?: string) => (block === undefined ? path : `${path}:${block}`)

/**
 * The outdated or missing fields of `targets` in `locale`, with their text in `sourceLocale`,
 * as XLIFF 2.0: one `<file>` per document, one `<unit>` per text field and per paragraph of rich
 * text (formats and links as inline codes). Null when there is nothing to translate.
 */
export async function exportXliff(
  req: PayloadRequest,
  targets: Target[],
  locale: string,
  sourceLocale: string,
): Promise<string | null> {
  const language = req.i18n.language
  const resources: Resources = {}
  for (const target of targets) {
    const status = await refresh(req, target)
    const changed = new Set(
      status.changes[locale]
        ?.filter((change) => change.locale === sourceLocale)
        .map((change) => change.path),
    )
    const units: Resources[string] = {}
    for (const [path, entry] of Object.entries(status.snapshot)) {
      const source = entry.values[sourceLocale]
      if (entry.kind === 'other' || isEmptyValue(source)) continue
      if (!changed.has(path) && !isEmptyValue(entry.values[locale])) continue
      const note = entry.label[language] ?? path
      if (entry.kind === 'richText' && isRichText(source))
        for (const unit of richTextUnits(source))
          units[unitId(path, unit.block)] = { source: unit.source, target: '', note }
      else units[unitId(path)] = { source: String(source), target: '', note }
    }
    if (Object.keys(units).length > 0) resources[targetKey(target)] = units
  }
  if (Object.keys(resources).length === 0) return null
  return js2xliff(
    { sourceLanguage: sourceLocale, targetLanguage: locale, resources },
    { indent: '' },
  )
}

function targetOf(key: string): Target | null {
  const [kind, ...rest] = key.split(':')
  const id = rest.join(':')
  if (kind === 'global') return isTranslatedGlobal(id) ? { global: id } : null
  return isTranslatedCollection(kind) && id ? { collection: kind, id } : null
}

const asList = (value: Inline | Inline[] | undefined): Inline[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value]

const textOf = (value: Inline | Inline[] | undefined): string =>
  asList(value)
    .map((part) =>
      typeof part === 'string'
        ? part
        : textOf(Object.values(part)[0]?.contents as Inline | Inline[] | undefined),
    )
    .join('')

async function currentContent(req: PayloadRequest, target: Target) {
  const doc =
    'global' in target
      ? await req.payload.findGlobal({
          slug: target.global,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : await req.payload.findByID({
          collection: target.collection,
          id: target.id,
          locale: 'all',
          draft: true,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  return doc as unknown as Record<string, unknown> | null
}

const globalConfig = (req: PayloadRequest, slug: string) =>
  req.payload.globals.config.find((global) => global.slug === slug)!

function titleOf(
  req: PayloadRequest,
  target: Target,
  doc: Record<string, unknown>,
  locale: string,
) {
  if ('global' in target) {
    const label = globalConfig(req, target.global).label
    return typeof label === 'string'
      ? label
      : ((label as Record<string, string> | undefined)?.[req.i18n.language] ?? target.global)
  }
  const titleField = req.payload.collections[target.collection].config.admin.useAsTitle ?? 'id'
  const title = (doc[titleField] as Record<string, unknown> | undefined)?.[locale]
  return typeof title === 'string' && title ? title : String(target.id)
}

type Plan = { target: Target; values: Map<string, unknown> }

const refusal = (
  req: PayloadRequest,
  key: TranslationTextKey,
  values: Record<string, number | string>,
  status = 400,
) => new APIError(translationText(req.i18n, key, values), status, null, true)

const invalid = (req: PayloadRequest, reason: string) => refusal(req, 'invalidFile', { reason })

const entryAt = (snapshot: Snapshot, path: string) =>
  Object.hasOwn(snapshot, path) ? snapshot[path] : undefined

/** Checks one document's units against its text now; returns what to write, names what changed. */
function planDocument(
  req: PayloadRequest,
  target: Target,
  doc: Record<string, unknown>,
  units: Map<string, XliffUnit>,
  sourceLanguage: string,
): { plan: Plan; stale: string[]; title: string; label: (path: string) => string } {
  const snapshot = snapshotFor(req.payload, target, doc)
  const title = titleOf(req, target, doc, sourceLanguage)
  const stale = new Set<string>()
  const values = new Map<string, unknown>()
  const richTexts = new Map<string, Map<string, Inline[]>>()
  const blockUnits = new Map<string, RichTextUnit[]>()
  const label = (path: string) =>
    `${title} › ${entryAt(snapshot, path)?.label[req.i18n.language] ?? path}`
  for (const [id, unit] of units) {
    const [path = '', block] = id.split(':')
    const entry = entryAt(snapshot, path)
    if (!entry) {
      // A field of the document whose row went away since the export, or no field at all.
      if (!fieldsAlongPath(req.payload, target, doc, path.split('.')[0]))
        throw refusal(req, 'unknownUnit', { document: title, unit: `<unit id="${id}">` })
      stale.add(label(path))
      continue
    }
    const source = entry.values[sourceLanguage]
    const translated = textOf(unit.target).trim() !== ''
    if (block === undefined) {
      if (String(source ?? '').trim() !== textOf(unit.source).trim()) stale.add(label(path))
      else if (translated) values.set(path, textOf(unit.target))
      continue
    }
    if (!blockUnits.has(path)) blockUnits.set(path, isRichText(source) ? richTextUnits(source) : [])
    const current = blockUnits.get(path)!.find((candidate) => candidate.block === block)
    if (!current || inlineKey(current.source) !== inlineKey(unit.source)) {
      stale.add(label(path))
      continue
    }
    if (!translated) continue
    const blocks = richTexts.get(path) ?? new Map<string, Inline[]>()
    blocks.set(block, unit.target)
    richTexts.set(path, blocks)
  }
  for (const [path, blocks] of richTexts)
    values.set(
      path,
      translatedRichText(entryAt(snapshot, path)!.values[sourceLanguage] as RichTextValue, blocks),
    )
  return { plan: { target, values }, stale: [...stale], title, label }
}

/**
 * The user's own rights, as a save in the admin would check them: the document's update rule,
 * then the update rule of every field the plan writes (and of the groups, arrays and blocks
 * around it). Refuses with 403 naming the document or its fields.
 */
async function checkAccess(
  req: PayloadRequest,
  doc: Record<string, unknown>,
  { plan: { target, values }, title, label }: ReturnType<typeof planDocument>,
) {
  const permissions =
    'global' in target
      ? await docAccessOperationGlobal({ globalConfig: globalConfig(req, target.global), req })
      : await docAccessOperation({
          collection: req.payload.collections[target.collection],
          id: target.id,
          req,
        })
  if (!permissions.update) throw refusal(req, 'importForbidden', { document: title }, 403)
  const id = 'global' in target ? undefined : target.id
  const denied: string[] = []
  for (const path of values.keys()) {
    const along = fieldsAlongPath(req.payload, target, doc, path) ?? []
    for (const { field, siblingData } of along) {
      const rule = 'access' in field ? field.access?.update : undefined
      if (rule && !(await rule({ req, id, data: doc, doc, siblingData }))) {
        denied.push(label(path))
        break
      }
    }
  }
  if (denied.length > 0) throw refusal(req, 'importForbidden', { document: denied.join('; ') }, 403)
}

function setAt(data: Record<string, unknown>, path: string, value: unknown) {
  const segments = path.split('.')
  let node: unknown = data
  for (const segment of segments.slice(0, -1)) {
    node = Array.isArray(node)
      ? node.find((row: { id?: unknown }) => String(row.id) === segment)
      : Object.hasOwn(node as object, segment)
        ? (node as Record<string, unknown>)[segment]
        : undefined
    if (!node || typeof node !== 'object') return
  }
  ;(node as Record<string, unknown>)[segments.at(-1)!] = value
}

/**
 * Writes the translations into drafts of `locale` (forms have no drafts: into the form), with
 * the importing user's rights.
 */
async function write(req: PayloadRequest, { target, values }: Plan, locale: string) {
  const common = { locale: locale as 'en', depth: 0, fallbackLocale: false, req } as const
  // The whole document in `locale` as it is, so that the save keeps what the file does not name.
  const current =
    'global' in target
      ? await req.payload.findGlobal({
          slug: target.global,
          draft: true,
          overrideAccess: true,
          ...common,
        })
      : await req.payload.findByID({
          collection: target.collection,
          id: target.id,
          draft: true,
          overrideAccess: true,
          ...common,
        })
  const data = structuredClone(current) as unknown as Record<string, unknown>
  for (const [path, value] of values) setAt(data, path, value)
  const draft = configOf(req.payload, target).versions?.drafts
    ? { draft: true, data: { ...data, _status: 'draft' } }
    : { data }
  const asUser = { ...common, ...draft, overrideAccess: false }
  if ('global' in target)
    await req.payload.updateGlobal({ slug: target.global, ...asUser } as never)
  else
    await req.payload.update({
      collection: target.collection,
      id: target.id,
      ...asUser,
    } as never)
  await confirmTranslation(req, target, locale, [...values.keys()])
}

/** Reads an uploaded XLIFF file strictly and within the import's limits (400 when it is not). */
export async function readImport(req: PayloadRequest, xml: string): Promise<XliffFile> {
  try {
    return await readXliff(xml)
  } catch (error) {
    if (error instanceof RefusedFile) throw refusal(req, error.key, error.values)
    throw error
  }
}

/**
 * Writes the translations of a file of this export into drafts, as the importing user. The whole
 * file is checked before the first write: it is refused, naming the fields, when a source text
 * changed since the export (409), and naming the document when the user may not change it (403)
 * or it does not exist (400).
 */
export async function importXliff(req: PayloadRequest, file: XliffFile): Promise<number> {
  const locales = localesOf(req.payload)
  const { sourceLanguage = '', targetLanguage = '' } = file
  if (
    !locales.includes(sourceLanguage) ||
    !locales.includes(targetLanguage) ||
    sourceLanguage === targetLanguage
  )
    throw invalid(req, `srcLang="${sourceLanguage}" trgLang="${targetLanguage}"`)
  const plans: Plan[] = []
  const stale: string[] = []
  for (const [key, units] of file.documents) {
    const target = targetOf(key)
    if (!target) throw invalid(req, `file id="${key}"`)
    const doc = await currentContent(req, target)
    if (!doc) throw refusal(req, 'unknownDocument', { document: key })
    try {
      const checked = planDocument(req, target, doc, units, sourceLanguage)
      if (checked.plan.values.size > 0) await checkAccess(req, doc, checked)
      plans.push(checked.plan)
      stale.push(...checked.stale)
    } catch (error) {
      if (error instanceof UnknownCode) throw invalid(req, `id="${error.message}"`)
      throw error
    }
  }
  if (stale.length > 0)
    throw new APIError(
      translationText(req.i18n, 'sourceChanged', { count: stale.length, fields: stale.join('; ') }),
      409,
      { fields: stale },
      true,
    )
  let written = 0
  for (const plan of plans) {
    if (plan.values.size === 0) continue
    await write(req, plan, targetLanguage)
    written += plan.values.size
  }
  return written
}
