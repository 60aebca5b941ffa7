import { APIError, type PayloadRequest } from 'payload'
import js2xliff from 'xliff/js2xliff'
import xliff2js from 'xliff/xliff2js'

import { isEmptyValue, type Snapshot } from './derive'
import { translationText } from './messages'
import { isRichText, type RichTextValue } from './richText'
import { isTranslatedCollection, isTranslatedGlobal, targetKey, type Target } from './settings'
import { confirmTranslation, localesOf, refresh, snapshotFor } from './store'
import {
  inlineKey,
  richTextUnits,
  translatedRichText,
  UnknownCode,
  type Inline,
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

function titleOf(
  req: PayloadRequest,
  target: Target,
  doc: Record<string, unknown>,
  locale: string,
) {
  if ('global' in target) {
    const config = req.payload.globals.config.find((global) => global.slug === target.global)
    const label = config?.label
    return typeof label === 'string'
      ? label
      : ((label as Record<string, string> | undefined)?.[req.i18n.language] ?? target.global)
  }
  const titleField = req.payload.collections[target.collection].config.admin.useAsTitle ?? 'id'
  const title = (doc[titleField] as Record<string, unknown> | undefined)?.[locale]
  return typeof title === 'string' && title ? title : String(target.id)
}

type Plan = { target: Target; values: Map<string, unknown> }

/** Checks one document's units against its text now; returns what to write, names what changed. */
function planDocument(
  req: PayloadRequest,
  target: Target,
  doc: Record<string, unknown>,
  snapshot: Snapshot,
  units: Resources[string],
  sourceLocale: string,
): { plan: Plan; stale: string[] } {
  const stale = new Set<string>()
  const values = new Map<string, unknown>()
  const richTexts = new Map<string, Map<string, Inline[]>>()
  const label = (path: string) =>
    `${titleOf(req, target, doc, sourceLocale)} › ${snapshot[path]?.label[req.i18n.language] ?? path}`
  for (const [id, unit] of Object.entries(units)) {
    const [path = '', block] = id.split(':')
    const entry = snapshot[path]
    const source = entry?.values[sourceLocale]
    if (!entry) {
      stale.add(label(path))
      continue
    }
    const translated = textOf(unit.target as Inline[]).trim() !== ''
    if (block === undefined) {
      if (String(source ?? '').trim() !== textOf(unit.source as Inline[]).trim())
        stale.add(label(path))
      else if (translated) values.set(path, textOf(unit.target as Inline[]))
      continue
    }
    const current = isRichText(source)
      ? richTextUnits(source).find((candidate) => candidate.block === block)
      : undefined
    if (!current || inlineKey(current.source) !== inlineKey(unit.source as Inline[])) {
      stale.add(label(path))
      continue
    }
    if (!translated) continue
    const blocks = richTexts.get(path) ?? new Map<string, Inline[]>()
    blocks.set(block, asList(unit.target as Inline[]))
    richTexts.set(path, blocks)
  }
  for (const [path, blocks] of richTexts)
    values.set(
      path,
      translatedRichText(snapshot[path].values[sourceLocale] as RichTextValue, blocks),
    )
  return { plan: { target, values }, stale: [...stale] }
}

function setAt(data: Record<string, unknown>, path: string, value: unknown) {
  const segments = path.split('.')
  let node: unknown = data
  for (const segment of segments.slice(0, -1)) {
    node = Array.isArray(node)
      ? node.find((row: { id?: unknown }) => String(row.id) === segment)
      : (node as Record<string, unknown> | undefined)?.[segment]
  }
  if (node && typeof node === 'object') (node as Record<string, unknown>)[segments.at(-1)!] = value
}

/** Writes the translations into drafts of `locale` (forms have no drafts: into the form). */
async function write(req: PayloadRequest, { target, values }: Plan, locale: string) {
  const common = {
    locale: locale as 'en',
    depth: 0,
    fallbackLocale: false,
    overrideAccess: true,
    req,
  } as const
  const current =
    'global' in target
      ? await req.payload.findGlobal({ slug: target.global, draft: true, ...common })
      : await req.payload.findByID({
          collection: target.collection,
          id: target.id,
          draft: true,
          ...common,
        })
  const data = structuredClone(current) as unknown as Record<string, unknown>
  for (const [path, value] of values) setAt(data, path, value)
  const drafts =
    'global' in target
      ? Boolean(
          req.payload.globals.config.find((global) => global.slug === target.global)?.versions
            ?.drafts,
        )
      : Boolean(req.payload.collections[target.collection].config.versions?.drafts)
  const draft = drafts ? { draft: true, data: { ...data, _status: 'draft' } } : { data }
  if ('global' in target)
    await req.payload.updateGlobal({ slug: target.global, ...common, ...draft } as never)
  else
    await req.payload.update({
      collection: target.collection,
      id: target.id,
      ...common,
      ...draft,
    } as never)
  await confirmTranslation(req, target, locale, [...values.keys()])
}

const invalid = (req: PayloadRequest, reason: string) =>
  new APIError(translationText(req.i18n, 'invalidFile', { reason }), 400, null, true)

/**
 * Reads a translated XLIFF file of this export and writes its translations into drafts. The whole
 * file is refused, naming the fields, when a source text changed since the export.
 */
export async function importXliff(req: PayloadRequest, xml: string): Promise<number> {
  let parsed: XliffDocument
  try {
    parsed = await xliff2js(xml)
  } catch (error) {
    throw invalid(req, error instanceof Error ? error.message.split('\n')[0] : 'XML')
  }
  const locales = localesOf(req.payload)
  const { sourceLanguage, targetLanguage } = parsed
  if (
    !locales.includes(sourceLanguage) ||
    !locales.includes(targetLanguage) ||
    sourceLanguage === targetLanguage
  )
    throw invalid(req, `srcLang="${sourceLanguage}" trgLang="${targetLanguage}"`)
  const plans: Plan[] = []
  const stale: string[] = []
  for (const [key, units] of Object.entries(parsed.resources ?? {})) {
    const target = targetOf(key)
    if (!target) throw invalid(req, `file id="${key}"`)
    const doc = await currentContent(req, target)
    if (!doc) throw new APIError(translationText(req.i18n, 'notFound'), 404, { file: key }, true)
    try {
      const checked = planDocument(
        req,
        target,
        doc,
        snapshotFor(req.payload, target, doc),
        units,
        sourceLanguage,
      )
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
