import type { Block } from 'payload'

import { sectionIntro } from '@/fields/section'

export const ComparisonTable: Block = {
  slug: 'comparisonTable',
  labels: {
    singular: { en: 'Comparison table', de: 'Vergleichstabelle' },
    plural: { en: 'Comparison tables', de: 'Vergleichstabellen' },
  },
  interfaceName: 'ComparisonTableBlock',
  fields: [
    ...sectionIntro(),
    { name: 'caption', label: { en: 'Caption', de: 'Bildlegende' }, type: 'text', localized: true },
    {
      name: 'columns',
      label: { en: 'Columns', de: 'Spalten' },
      labels: {
        singular: { en: 'Column', de: 'Spalte' },
        plural: { en: 'Columns', de: 'Spalten' },
      },
      type: 'array',
      minRows: 1,
      admin: {
        description: {
          en: 'Column headings after the first (feature) column',
          de: 'Spaltenüberschriften nach der ersten Spalte (Merkmal)',
        },
      },
      fields: [
        {
          name: 'label',
          label: { en: 'Label', de: 'Beschriftung' },
          type: 'text',
          localized: true,
          required: true,
        },
      ],
    },
    {
      name: 'rows',
      label: { en: 'Rows', de: 'Zeilen' },
      labels: { singular: { en: 'Row', de: 'Zeile' }, plural: { en: 'Rows', de: 'Zeilen' } },
      type: 'array',
      minRows: 1,
      fields: [
        {
          name: 'feature',
          label: { en: 'Feature', de: 'Merkmal' },
          type: 'text',
          localized: true,
          required: true,
        },
        {
          name: 'cells',
          label: { en: 'Cells', de: 'Zellen' },
          labels: { singular: { en: 'Cell', de: 'Zelle' }, plural: { en: 'Cells', de: 'Zellen' } },
          type: 'array',
          admin: {
            description: {
              en: 'One value per column, in column order',
              de: 'Ein Wert pro Spalte, in Spaltenreihenfolge',
            },
          },
          fields: [
            {
              name: 'value',
              label: { en: 'Value', de: 'Wert' },
              type: 'text',
              localized: true,
              required: true,
            },
          ],
        },
      ],
    },
  ],
}
