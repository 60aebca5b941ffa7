import { t } from '../bilingual'
import type { SeedSet } from '../types'

/** Blog categories. Keys are referenced by posts.ts. */
export const categories: SeedSet = {
  collection: 'categories',
  match: 'slug',
  documents: [
    {
      key: 'engineering',
      data: { title: t('Engineering', 'Engineering'), slug: t('engineering', 'engineering') },
    },
    {
      key: 'strategy',
      data: {
        title: t('Commerce-Strategie', 'Commerce strategy'),
        slug: t('commerce-strategie', 'commerce-strategy'),
      },
    },
    {
      key: 'product',
      data: { title: t('Produkt-News', 'Product news'), slug: t('produkt-news', 'product-news') },
    },
    {
      key: 'hosting',
      data: {
        title: t('Hosting & Betrieb', 'Hosting & operations'),
        slug: t('hosting-und-betrieb', 'hosting-and-operations'),
      },
    },
    {
      key: 'blockchain',
      data: {
        title: t('Blockchain & Krypto', 'Blockchain & crypto'),
        slug: t('blockchain-und-krypto', 'blockchain-and-crypto'),
      },
    },
  ],
}
