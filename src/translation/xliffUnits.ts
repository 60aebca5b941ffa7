import type { RichTextNode, RichTextValue } from './richText'

/** Text and XLIFF inline elements, as the `xliff` package reads and writes them. */
export type Inline =
  string | Record<string, { id: string; contents?: Inline | Inline[] } & Record<string, unknown>>

/** One translation unit of a rich-text field: a paragraph, heading, quote or list item. */
export type RichTextUnit = { block: string; source: Inline[] }

const inlineTypes = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])
const isInline = (node: RichTextNode) => inlineTypes.has(node.type)
const isText = (node: RichTextNode) => node.type === 'text'
const isLink = (node: RichTextNode) => node.type === 'link' || node.type === 'autolink'

/** Neighbouring texts joined, so equal content compares equal. */
function merged(parts: Inline[]): Inline[] {
  const out: Inline[] = []
  for (const part of parts) {
    if (typeof part === 'string' && typeof out.at(-1) === 'string')
      out[out.length - 1] = `${String(out.at(-1))}${part}`
    else if (part !== '') out.push(part)
  }
  return out
}

/**
 * A block's inline content as XLIFF: plain text as text, formatted text and links as spanning
 * codes (`<pc id>`: the id names the source node whose format or link the translation keeps),
 * line breaks and other inline nodes as placeholders (`<ph id>`).
 */
function toInline(children: RichTextNode[], prefix: string): Inline[] {
  return merged(
    children.map((node, index): Inline => {
      const id = `${prefix}${index}`
      if (isText(node)) {
        const plain = !node.format && !node.style
        return plain
          ? (node.text ?? '')
          : { GenericSpan: { id: `t${id}`, type: 'fmt', contents: node.text ?? '' } }
      }
      if (isLink(node))
        return {
          GenericSpan: {
            id: `l${id}`,
            type: 'link',
            contents: toInline(node.children ?? [], `${id}.`),
          },
        }
      return { Standalone: { id: `x${id}` } }
    }),
  )
}

/** The translation units of rich text, one per block with text, in document order. */
export function richTextUnits(value: RichTextValue): RichTextUnit[] {
  const units: RichTextUnit[] = []
  const walk = (node: RichTextNode, path: string) => {
    const children = node.children ?? []
    if (children.length > 0 && children.some(isInline)) {
      const source = toInline(children, '')
      if (source.some((part) => typeof part !== 'string' || part.trim() !== ''))
        units.push({ block: path, source })
      return
    }
    children.forEach((child, index) => walk(child, path ? `${path}.${index}` : String(index)))
  }
  walk(value.root, '')
  return units
}

const nodeAt = (value: RichTextValue, block: string): RichTextNode | undefined =>
  block
    .split('.')
    .reduce<RichTextNode | undefined>((node, index) => node?.children?.[Number(index)], value.root)

function sourceNode(children: RichTextNode[], id: string): RichTextNode | undefined {
  const path = id.slice(1).split('.').map(Number)
  let nodes = children
  let node: RichTextNode | undefined
  for (const index of path) {
    node = nodes[index]
    nodes = node?.children ?? []
  }
  return node
}

const textOf = (contents: Inline | Inline[] | undefined): string =>
  (Array.isArray(contents) ? contents : contents === undefined ? [] : [contents])
    .map((part) => (typeof part === 'string' ? part : textOf(Object.values(part)[0]?.contents)))
    .join('')

const plainTextNode = (text: string): RichTextNode => ({
  type: 'text',
  text,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export class UnknownCode extends Error {}

/** Rebuilds a block's children from translated inline content, with the source's codes. */
function fromInline(parts: Inline[], sourceChildren: RichTextNode[]): RichTextNode[] {
  return parts.flatMap((part): RichTextNode[] => {
    if (typeof part === 'string') return part === '' ? [] : [plainTextNode(part)]
    const [element] = Object.values(part)
    const original = element?.id ? sourceNode(sourceChildren, element.id) : undefined
    if (!element || !original) throw new UnknownCode(String(element?.id ?? ''))
    if (isText(original)) return [{ ...original, text: textOf(element.contents) }]
    if (isLink(original)) {
      const contents = Array.isArray(element.contents)
        ? element.contents
        : element.contents === undefined
          ? []
          : [element.contents]
      return [{ ...original, children: fromInline(contents, sourceChildren) }]
    }
    return [structuredClone(original)]
  })
}

/**
 * The translated rich text: the source's structure (blocks, lists, uploads, formats, links) with
 * each unit's block filled from its translation. Blocks without a translation keep the target's
 * text where it has the block, else stay empty.
 */
export function translatedRichText(
  source: RichTextValue,
  translations: Map<string, Inline[]>,
): RichTextValue {
  const result = structuredClone(source)
  for (const unit of richTextUnits(source)) {
    const block = nodeAt(result, unit.block)
    const sourceBlock = nodeAt(source, unit.block)
    if (!block || !sourceBlock) continue
    const translation = translations.get(unit.block)
    block.children = translation ? fromInline(translation, sourceBlock.children ?? []) : []
  }
  return result
}

/** A comparable key of inline content (same text, same codes). */
export const inlineKey = (parts: Inline | Inline[] | undefined): string =>
  JSON.stringify(
    merged(
      (Array.isArray(parts) ? parts : parts === undefined ? [] : [parts]).map((part) =>
        typeof part === 'string'
          ? part
          : Object.fromEntries(
              Object.entries(part).map(([, element]) => [
                'code',
                { id: element.id, contents: inlineKey(element.contents) },
              ]),
            ),
      ),
    ),
  )
