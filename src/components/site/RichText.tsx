import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import {
  LinkJSXConverter,
  RichText as LexicalRichText,
  type JSXConvertersFunction,
} from '@payloadcms/richtext-lexical/react'

import type { Locale } from '@/i18n/locales'
import { pathFor, routedCollections, type RoutedCollection } from '@/routing/paths'

type Data = { root: unknown; [key: string]: unknown } | null | undefined

const isRouted = (value: unknown): value is RoutedCollection =>
  typeof value === 'string' && (routedCollections as readonly string[]).includes(value)

/** Lexical rich text; internal links resolve to the linked document's path in this locale. */
export function RichText({
  data,
  locale,
  className = 'prose',
}: {
  data: Data
  locale: Locale
  className?: string
}) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...LinkJSXConverter({
      internalDocToHref: ({ linkNode }) => {
        const doc = linkNode.fields.doc as { relationTo?: string; value?: unknown } | undefined
        const value = doc?.value
        const slug =
          value && typeof value === 'object' ? (value as { slug?: string }).slug : undefined
        return isRouted(doc?.relationTo) && slug ? pathFor(doc.relationTo, slug, locale) : '#'
      },
    }),
  })
  return (
    <LexicalRichText
      className={className}
      data={data as unknown as SerializedEditorState}
      converters={converters}
      disableIndent
      disableTextAlign
    />
  )
}

/** Plain text of a Lexical document (reading time, feeds, descriptions). */
export function richTextToPlain(data: Data): string {
  return convertLexicalToPlaintext({ data: data as unknown as SerializedEditorState })
}
