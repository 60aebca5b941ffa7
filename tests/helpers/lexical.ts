/** A Lexical rich-text value holding one paragraph of plain text. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [
          { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      },
    ],
  },
})

/** The first text of a Lexical value. */
export const plainText = (value: unknown) => JSON.stringify(value).match(/"text":"([^"]*)"/)?.[1]
