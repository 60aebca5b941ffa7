import { ref, type Bilingual } from '../../bilingual'
import { bothLanguages, customers, logoName, screenName } from '../../media/catalogue'
import type { ScreenKind } from '../../media/screens'

/** A logo grid with every customer of the success stories. */
export const customerLogos = (heading: Bilingual) => ({
  blockType: 'logoGrid',
  heading,
  logos: customers.map(([story, , lines]) => ({
    name: lines.join(' '),
    logo: ref('media', logoName(story)),
  })),
})

/** A screen of the admin UI, in the page's language. */
export const adminScreenBlock = (kind: Exclude<ScreenKind, 'orders'>, caption: Bilingual) => ({
  blockType: 'mediaBlock',
  media: ref('media', bothLanguages(screenName(kind))),
  caption,
})
