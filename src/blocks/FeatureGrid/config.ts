import type { Block } from 'payload'

import { featureIcons } from '@/components/site/iconNames'
import { linkField } from '@/fields/link'
import { sectionIntro } from '@/fields/section'

const iconLabels: Record<(typeof featureIcons)[number], { en: string; de: string }> = {
  api: { en: 'API', de: 'API' },
  admin: { en: 'Admin', de: 'Verwaltung' },
  cloud: { en: 'Cloud', de: 'Cloud' },
  shield: { en: 'Shield', de: 'Schild' },
  support: { en: 'Support', de: 'Support' },
  code: { en: 'Code', de: 'Code' },
  cart: { en: 'Shopping cart', de: 'Warenkorb' },
  ticket: { en: 'Ticket', de: 'Ticket' },
  chain: { en: 'Chain', de: 'Kette' },
  coin: { en: 'Coin', de: 'Münze' },
  chart: { en: 'Chart', de: 'Diagramm' },
  globe: { en: 'Globe', de: 'Globus' },
  truck: { en: 'Truck', de: 'Lastwagen' },
  repeat: { en: 'Repeat', de: 'Wiederholen' },
  mail: { en: 'Mail', de: 'Mail' },
  tag: { en: 'Tag', de: 'Etikett' },
  warehouse: { en: 'Warehouse', de: 'Lager' },
  search: { en: 'Search', de: 'Suche' },
  star: { en: 'Star', de: 'Stern' },
  puzzle: { en: 'Puzzle', de: 'Puzzle' },
  users: { en: 'Users', de: 'Personen' },
  heart: { en: 'Heart', de: 'Herz' },
}

export const FeatureGrid: Block = {
  slug: 'featureGrid',
  labels: {
    singular: { en: 'Feature grid', de: 'Merkmalsraster' },
    plural: { en: 'Feature grids', de: 'Merkmalsraster' },
  },
  interfaceName: 'FeatureGridBlock',
  fields: [
    ...sectionIntro(),
    {
      name: 'columns',
      label: { en: 'Columns', de: 'Spalten' },
      type: 'select',
      defaultValue: '3',
      options: ['2', '3', '4'].map((value) => ({
        label: { en: `${value} columns`, de: `${value} Spalten` },
        value,
      })),
    },
    {
      name: 'features',
      label: { en: 'Features', de: 'Merkmale' },
      labels: {
        singular: { en: 'Feature', de: 'Merkmal' },
        plural: { en: 'Features', de: 'Merkmale' },
      },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'icon',
          label: { en: 'Icon', de: 'Symbol' },
          type: 'select',
          options: featureIcons.map((value) => ({ label: iconLabels[value], value })),
        },
        {
          name: 'title',
          label: { en: 'Title', de: 'Titel' },
          type: 'text',
          localized: true,
          required: true,
        },
        { name: 'text', label: { en: 'Text', de: 'Text' }, type: 'textarea', localized: true },
        linkField({
          required: false,
          description: { en: 'Optional link below the text', de: 'Optionaler Link unter dem Text' },
        }),
      ],
    },
  ],
}
