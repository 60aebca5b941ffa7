import { labelIn, type MediaUse } from './usage'

/** "Page «Home», Post «Launch»" in the admin language (German quotes for de). */
export function describeUses(uses: MediaUse[], language: string): string {
  const [open, close] = language === 'de' ? ['«', '»'] : ['“', '”']
  return uses
    .map((use) => {
      const type = labelIn(use.typeLabel, language, use.slug)
      return use.kind === 'global' ? type : `${type} ${open}${use.title}${close}`
    })
    .join(', ')
}
