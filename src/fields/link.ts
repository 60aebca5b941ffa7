import type { Field } from 'payload'

export const linkableCollections = ['pages', 'posts', 'case-studies', 'job-openings', 'glossary-terms'] as const

/**
 * A link to a document (its path follows the document's slug in each language) or to a custom URL.
 */
export function linkField({
  name = 'link',
  required = true,
  description,
}: { name?: string; required?: boolean; description?: string } = {}): Field {
  return {
    name,
    type: 'group',
    interfaceName: 'LinkField',
    admin: description ? { description } : undefined,
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'radio',
            defaultValue: 'reference',
            options: [
              { label: 'Page or document', value: 'reference' },
              { label: 'Custom URL', value: 'custom' },
            ],
            admin: { layout: 'horizontal' },
          },
          {
            name: 'appearance',
            type: 'select',
            defaultValue: 'primary',
            options: ['primary', 'secondary', 'text'].map((value) => ({ label: value, value })),
          },
        ],
      },
      {
        name: 'reference',
        type: 'relationship',
        relationTo: [...linkableCollections],
        // Linked documents are shown by title and path: their own links need not be populated.
        maxDepth: 1,
        required,
        admin: { condition: (_, sibling) => sibling?.type !== 'custom' },
      },
      {
        name: 'url',
        type: 'text',
        localized: true,
        required,
        admin: { condition: (_, sibling) => sibling?.type === 'custom' },
      },
      { name: 'label', type: 'text', localized: true, required },
    ],
  }
}

export function linksField({ name = 'links', maxRows = 2 }: { name?: string; maxRows?: number } = {}): Field {
  return { name, type: 'array', maxRows, fields: [linkField()] }
}
