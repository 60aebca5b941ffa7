/** The parts of the `xliff` package (no types of its own) the hand-off uses. */
declare module 'xliff/js2xliff' {
  export default function js2xliff(
    js: XliffDocument,
    options?: { indent?: string; targetXliffVersion?: string },
  ): Promise<string>
}

declare module 'xliff/xliff2js' {
  export default function xliff2js(xml: string): Promise<XliffDocument>
}

type XliffInline =
  string | Record<string, { id: string; contents?: unknown } & Record<string, unknown>>

type XliffDocument = {
  sourceLanguage: string
  targetLanguage: string
  resources: Record<
    string,
    Record<
      string,
      { source: XliffInline | XliffInline[]; target?: XliffInline | XliffInline[]; note?: string }
    >
  >
}
