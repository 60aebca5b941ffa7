import { ref, t, type Bilingual } from '../../bilingual'
import { customers, logoName } from '../../media/catalogue'

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
export const adminScreenBlock = (
  kind: 'products' | 'quotations' | 'filters' | 'settings',
  caption: Bilingual,
) => ({
  blockType: 'mediaBlock',
  media: ref('media', t(`unbound-admin-${kind}-de`, `unbound-admin-${kind}-en`)),
  caption,
})
