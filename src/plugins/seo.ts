import type { GenerateDescription, GenerateTitle } from '@payloadcms/plugin-seo/types'

type SeoSource = {
  title?: string | null
  term?: string | null
  excerpt?: string | null
  summary?: string | null
  shortDefinition?: string | null
}

export const seoTitle: GenerateTitle<SeoSource> = ({ doc }) =>
  `${doc?.title ?? doc?.term ?? ''} · Unbound`

export const seoDescription: GenerateDescription<SeoSource> = ({ doc }) =>
  doc?.excerpt ?? doc?.summary ?? doc?.shortDefinition ?? ''
