/** The parts of the `sax` package (no types of its own) the XLIFF reader uses. */
declare module 'sax' {
  export type Tag = { name: string; attributes: Record<string, unknown>; isSelfClosing: boolean }

  export interface SAXParser {
    line: number
    column: number
    onerror: (error: Error) => void
    ondoctype: (doctype: string) => void
    onopentag: (tag: Tag) => void
    onclosetag: (name: string) => void
    ontext: (text: string) => void
    oncdata: (text: string) => void
    write(chunk: string): SAXParser
    close(): SAXParser
  }

  const sax: {
    parser(strict: boolean, options?: { strictEntities?: boolean }): SAXParser
  }
  export default sax
}
