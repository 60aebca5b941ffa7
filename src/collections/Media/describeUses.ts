import { adminText, type AdminI18n } from '@/admin/translations'

import { labelIn, type MediaUse } from './usage'

/** "Seite «Home», Beitrag «Lancierung»" in the admin language of `i18n`. */
export function describeUses(uses: MediaUse[], i18n: AdminI18n): string {
  return uses
    .map((use) => {
      const type = labelIn(use.typeLabel, i18n.language, use.slug)
      return use.kind === 'global'
        ? type
        : `${type} ${adminText(i18n, 'mediaQuoted', { title: use.title })}`
    })
    .join(', ')
}
