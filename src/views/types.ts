import type { Locale } from '@/i18n/locales'

export type ViewProps<D> = { doc: D; locale: Locale; path: string; draft: boolean }
