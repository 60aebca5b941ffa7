/** Lexical's stored JSON, as far as translation reads it. */
export type RichTextNode = {
  type: string
  text?: string
  children?: RichTextNode[]
  [key: string]: unknown
}
export type RichTextValue = { root: RichTextNode }

export const isRichText = (value: unknown): value is RichTextValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { root?: { children?: unknown } }).root === 'object' &&
  Array.isArray((value as RichTextValue).root.children)

function nodeText(node: RichTextNode): string {
  if (node.type === 'text' || typeof node.text === 'string') return node.text ?? ''
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  return (node.children ?? []).map(nodeText).join('')
}

/** The text of rich text, one line per paragraph, heading or list item. */
export function plainText(value: RichTextValue): string {
  const lines: string[] = []
  const walk = (node: RichTextNode) => {
    const blocks = (node.children ?? []).filter((child) => child.children !== undefined)
    const isContainer = blocks.length > 0 && blocks.length === (node.children ?? []).length
    if (node.type === 'root' || node.type === 'list' || (isContainer && node.type !== 'link'))
      (node.children ?? []).forEach(walk)
    else lines.push(nodeText(node))
  }
  walk(value.root)
  return lines.join('\n')
}

/** Any stored value as the text the admin shows side by side. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (isRichText(value)) return plainText(value)
  if (typeof value === 'string') return value
  return JSON.stringify(value)
}
