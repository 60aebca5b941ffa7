import { linkTo, linkUrl, t, type Bilingual } from '../../bilingual'
import type { SeedDocument } from '../../types'

type Link = ReturnType<typeof linkTo> | ReturnType<typeof linkUrl>

/** One row of a `links` array field (hero and CTA actions). */
export const action = (link: Link) => ({ link })

/** A page document: title, localized slug, SEO meta and layout blocks. */
export function page(
  key: string,
  fields: { title: Bilingual; slug: Bilingual; metaTitle: Bilingual; description: Bilingual },
  layout: Record<string, unknown>[],
): SeedDocument {
  return {
    key,
    data: {
      title: fields.title,
      slug: fields.slug,
      meta: { title: fields.metaTitle, description: fields.description },
      layout,
    },
  }
}

/** The closing call to action most pages share: talk to us, or try the cloud. */
export const contactCta = (heading: Bilingual, text: Bilingual) => ({
  blockType: 'cta',
  heading,
  text,
  actions: [
    action(linkTo('pages', 'contact', t('Gespräch vereinbaren', 'Book a call'))),
    action(
      linkTo(
        'pages',
        'cloud',
        t('14 Tage kostenlos testen', 'Start your 14-day trial'),
        'secondary',
      ),
    ),
  ],
})
