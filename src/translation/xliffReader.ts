import { setImmediate as nextTurn } from 'node:timers/promises'

import sax from 'sax'

import type { TranslationTextKey } from './messages'
import type { Inline } from './xliffUnits'

/**
 * What an imported file may hold. An export of a few hundred pages stays well inside them; a
 * file beyond one is refused before it costs the server more than a few milliseconds at a time.
 */
export const importLimits = {
  megabytes: 5,
  /** Element nesting: an export nests at most about ten levels (links in formatted text). */
  depth: 32,
  elements: 250_000,
  documents: 500,
  /** Characters of one `<source>` or `<target>`. */
  textLength: 100_000,
} as const

export const importMaxBytes = importLimits.megabytes * 1024 * 1024

/** The XML is read in slices of this many characters, with a turn of the event loop after each. */
const sliceLength = 16 * 1024

export type XliffUnit = {
  source: Inline[]
  /** Empty when any segment of the unit is untranslated. */
  target: Inline[]
}

export type XliffFile = {
  sourceLanguage: string | undefined
  targetLanguage: string | undefined
  /** `<file id>` → `<unit id>` → unit, in the order of the file. */
  documents: Map<string, Map<string, XliffUnit>>
}

/** A file the import refuses: the message key of `messages.ts` and its values. */
export class RefusedFile extends Error {
  constructor(
    readonly key: TranslationTextKey,
    readonly values: Record<string, number | string> = {},
  ) {
    super(key)
  }
}

/** The inline codes of XLIFF 2.0 a `<source>` or `<target>` may hold. */
const spanning = new Set(['pc', 'mrk'])
const standalone = new Set(['ph', 'sc', 'ec', 'sm', 'em', 'cp'])

type Part = { source?: Inline[]; target?: Inline[]; ignorable: boolean }

type Frame =
  | { kind: 'root' | 'skip' }
  | { kind: 'file'; units: Map<string, XliffUnit> }
  | { kind: 'unit'; parts: Part[]; id: string; file: Map<string, XliffUnit> }
  | { kind: 'part'; part: Part }
  | { kind: 'content'; content: Inline[] }

const versions = new Set(['2.0', '2.1', '2.2'])

function attribute(attributes: Record<string, string>, name: string): string | undefined {
  return Object.hasOwn(attributes, name) ? attributes[name] : undefined
}

/**
 * Ends a run of text: a line break with indentation at its end is a pretty-printer's, not the
 * translator's (the `xliff` package and other tools indent mixed content), as `xliff2js` reads it.
 */
function endRun(frame: Frame | undefined) {
  if (frame?.kind !== 'content') return
  const last = frame.content.length - 1
  const text = frame.content[last]
  if (typeof text !== 'string' || !/\n\s*$/.test(text)) return
  const kept = text.slice(0, text.lastIndexOf('\n'))
  if (kept === '') frame.content.pop()
  else frame.content[last] = kept
}

function append(content: Inline[], text: string) {
  const last = content.length - 1
  if (typeof content[last] === 'string') content[last] = `${content[last] as string}${text}`
  else content.push(text)
}

const hasText = (content: Inline[]): boolean =>
  content.some((part) =>
    typeof part === 'string'
      ? part.trim() !== ''
      : hasText(([] as Inline[]).concat(Object.values(part)[0]?.contents ?? [])),
  )

/** The content of a unit's segments, one after the other. */
function joined(contents: Inline[][]): Inline[] {
  const content: Inline[] = []
  for (const part of contents.flat())
    if (typeof part === 'string') append(content, part)
    else content.push(part)
  return content
}

function unitOf(parts: Part[]): XliffUnit {
  const source = joined(parts.map((part) => part.source ?? []))
  const untranslated = parts.some(
    (part) => !part.ignorable && (part.target === undefined || !hasText(part.target)),
  )
  const target = untranslated
    ? []
    : joined(parts.map((part) => part.target ?? (part.ignorable ? (part.source ?? []) : [])))
  return { source, target }
}

/**
 * Reads an XLIFF 2.0 file strictly (well-formed XML, every element closed, one `<xliff>` root
 * closed at the end, no DOCTYPE) within `importLimits`, a slice at a time so that other requests
 * are served meanwhile. Units are read per `<file id>` (a document) and `<unit id>` (a field or
 * a paragraph); a unit's segments are joined. Throws `RefusedFile`.
 */
export async function readXliff(xml: string): Promise<XliffFile> {
  const parser = sax.parser(true, { strictEntities: true })
  const result: XliffFile = {
    sourceLanguage: undefined,
    targetLanguage: undefined,
    documents: new Map(),
  }
  const stack: Frame[] = []
  let elements = 0
  let rootOpened = false
  let rootClosed = false
  let contentLength = 0

  const invalid = (reason: string) => new RefusedFile('invalidFile', { reason })
  const notWellFormed = () =>
    new RefusedFile('notWellFormed', { line: parser.line + 1, column: parser.column + 1 })

  const frameFor = (name: string, attributes: Record<string, string>): Frame => {
    const parent = stack.at(-1)
    if (!parent) {
      if (rootClosed || name !== 'xliff' || !versions.has(attribute(attributes, 'version') ?? ''))
        throw invalid(`<${name}>`)
      rootOpened = true
      result.sourceLanguage = attribute(attributes, 'srcLang')
      result.targetLanguage = attribute(attributes, 'trgLang')
      return { kind: 'root' }
    }
    switch (parent.kind) {
      case 'root': {
        if (name !== 'file') return { kind: 'skip' }
        const id = attribute(attributes, 'id')
        if (!id || result.documents.has(id)) throw invalid(`<file id="${id ?? ''}">`)
        if (result.documents.size >= importLimits.documents)
          throw new RefusedFile('tooManyDocuments', { limit: importLimits.documents })
        const units = new Map<string, XliffUnit>()
        result.documents.set(id, units)
        return { kind: 'file', units }
      }
      case 'file': {
        if (name === 'group') throw invalid('<group>')
        if (name !== 'unit') return { kind: 'skip' }
        const id = attribute(attributes, 'id')
        if (!id || parent.units.has(id)) throw invalid(`<unit id="${id ?? ''}">`)
        return { kind: 'unit', id, parts: [], file: parent.units }
      }
      case 'unit': {
        if (name !== 'segment' && name !== 'ignorable') return { kind: 'skip' }
        const part: Part = { ignorable: name === 'ignorable' }
        parent.parts.push(part)
        return { kind: 'part', part }
      }
      case 'part': {
        if (name !== 'source' && name !== 'target') return { kind: 'skip' }
        if (parent.part[name]) throw invalid(`<${name}>`)
        const content: Inline[] = []
        parent.part[name] = content
        contentLength = 0
        return { kind: 'content', content }
      }
      case 'content': {
        const id = attribute(attributes, 'id') ?? ''
        if (spanning.has(name)) {
          const contents: Inline[] = []
          parent.content.push({ [name]: { id, contents } })
          return { kind: 'content', content: contents }
        }
        if (standalone.has(name)) {
          parent.content.push({ [name]: { id } })
          return { kind: 'skip' }
        }
        throw invalid(`<${name}>`)
      }
      case 'skip':
        return { kind: 'skip' }
    }
  }

  const onText = (text: string) => {
    const frame = stack.at(-1)
    if (frame?.kind !== 'content') return
    contentLength += text.length
    if (contentLength > importLimits.textLength)
      throw new RefusedFile('textTooLong', { limit: importLimits.textLength })
    append(frame.content, text)
  }

  parser.onerror = () => {
    throw notWellFormed()
  }
  parser.ondoctype = () => {
    throw invalid('<!DOCTYPE>')
  }
  parser.onopentag = ({ name, attributes }) => {
    elements += 1
    if (elements > importLimits.elements)
      throw new RefusedFile('tooManyElements', { limit: importLimits.elements })
    if (stack.length >= importLimits.depth)
      throw new RefusedFile('tooDeep', { limit: importLimits.depth })
    endRun(stack.at(-1))
    stack.push(frameFor(name, attributes as Record<string, string>))
  }
  parser.onclosetag = () => {
    endRun(stack.at(-1))
    const frame = stack.pop()
    if (frame?.kind === 'unit') frame.file.set(frame.id, unitOf(frame.parts))
    if (stack.length === 0) rootClosed = true
  }
  parser.ontext = onText
  parser.oncdata = onText

  for (let start = 0; start < xml.length;) {
    let end = Math.min(start + sliceLength, xml.length)
    // Never between the two halves of a character outside the Basic Multilingual Plane.
    if (end < xml.length && /[\uD800-\uDBFF]/.test(xml[end - 1])) end += 1
    parser.write(xml.slice(start, end))
    start = end
    await nextTurn()
  }
  if (!rootOpened) throw invalid('<xliff>')
  if (stack.length > 0) throw new RefusedFile('cutOff')
  parser.close()
  return result
}
