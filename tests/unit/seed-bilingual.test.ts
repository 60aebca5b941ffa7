import { describe, expect, it } from 'vitest'

import { inLocale, linkTo, rich, t, withIdsFrom } from '@/seed/bilingual'

const resolve = (relationTo: string, key: string) => `${relationTo}/${key}`
const toRichText = (markdown: string) => ({ root: { markdown } })

describe('bilingual seed data', () => {
  const data = {
    title: t('Kontakt', 'Contact'),
    count: 3,
    body: rich('## Hallo', '## Hello'),
    link: linkTo('pages', 'home', t('Start', 'Home')),
    rows: [{ label: t('Eins', 'One') }],
  }

  it('picks one language and resolves references and rich text', () => {
    expect(inLocale(data, 'en', resolve, toRichText)).toEqual({
      title: 'Contact',
      count: 3,
      body: { root: { markdown: '## Hello' } },
      link: {
        type: 'reference',
        appearance: 'primary',
        reference: { relationTo: 'pages', value: 'pages/home' },
        label: 'Home',
      },
      rows: [{ label: 'One' }],
    })
    expect((inLocale(data, 'de-CH', resolve, toRichText) as { title: string }).title).toBe(
      'Kontakt',
    )
  })

  it('copies row ids from the saved document so a second locale fills the same rows', () => {
    const saved = {
      layout: [{ id: 'b1', blockType: 'hero', actions: [{ id: 'r1', label: 'Los' }] }],
    }
    const english = { layout: [{ blockType: 'hero', actions: [{ label: 'Go' }] }] }
    expect(withIdsFrom(saved, english)).toEqual({
      layout: [{ id: 'b1', blockType: 'hero', actions: [{ id: 'r1', label: 'Go' }] }],
    })
  })
})
