import type { Field, StaticLabel } from 'payload'

export const linkableCollections = [
  'pages',
  'posts',
  'case-studies',
  'job-openings',
  'glossary-terms',
] as const

/**
 * A link to a document (its path follows the document's slug in each language) or to a custom URL.
 */
export function linkField({
  name = 'link',
  required = true,
  label = { en: 'Link', de: 'Link' },
  description,
}: {
  name?: string
  required?: boolean
  label?: StaticLabel
  description?: StaticLabel
} = {}): Field {
  return {
    name,
    label,
    type: 'group',
    interfaceName: 'LinkField',
    admin: description ? { description } : undefined,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            label: { en: 'Type', de: 'Typ' },
            type: 'radio',
            defaultValue: 'reference',
            options: [
              { label: { en: 'Page or document', de: 'Seite oder Dokument' }, value: 'reference' },
              { label: { en: 'Custom URL', de: 'Eigene URL' }, value: 'custom' },
            ],
            admin: { layout: 'horizontal' },
          },
          {
            name: 'appearance',
            label: { en: 'Appearance', de: 'Darstellung' },
            type: 'select',
            defaultValue: 'primary',
            options: [
              { label: { en: 'Primary', de: 'Primär' }, value: 'primary' },
              { label: { en: 'Secondary', de: 'Sekundär' }, value: 'secondary' },
              { label: { en: 'Text link', de: 'Textlink' }, value: 'text' },
            ],
          },
        ],
      },
      {
        name: 'reference',
        label: { en: 'Page or document', de: 'Seite oder Dokument' },
        type: 'relationship',
        relationTo: [...linkableCollections],
        // Linked documents are shown by title and path: their own links need not be populated.
        maxDepth: 1,
        required,
        admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
      },
      {
        name: 'url',
        label: { en: 'URL', de: 'URL' },
        type: 'text',
        localized: true,
        required,
        admin: { condition: (_, sibling) => sibling?.type === 'custom' },
      },
      {
        name: 'label',
        label: { en: 'Label', de: 'Beschriftung' },
        type: 'text',
        localized: true,
        required,
      },
    ],
  }
}

export function linksField({
  name = 'links',
  label = { singular: { en: 'Link', de: 'Link' }, plural: { en: 'Links', de: 'Links' } },
  maxRows = 2,
}: {
  name?: string
  label?: { singular: StaticLabel; plural: StaticLabel }
  maxRows?: number
} = {}): Field {
  return { name, type: 'array', label: label.plural, labels: label, maxRows, fields: [linkField()] }
}
