import type { Locale } from '@/i18n/locales'
import type { Category } from '@/payload-types'
import type { ArchiveView } from '@/routing/paths'

/** What every block renderer gets besides its own data. */
export type BlockContext = {
  locale: Locale
  /** Path of the page without archive segments (for pagination and filter links). */
  pagePath: string
  archive: ArchiveView
  category: Category | null
  draft: boolean
  /** True for the first block of the page: a hero there carries the page's <h1>. */
  isFirst: boolean
}

export type BlockProps<B> = { block: B; context: BlockContext }
