import type { Block } from 'payload'

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  labels: {
    singular: { en: 'Testimonial', de: 'Kundenstimme' },
    plural: { en: 'Testimonials', de: 'Kundenstimmen' },
  },
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'heading', label: { en: 'Heading', de: 'Überschrift' }, type: 'text', localized: true },
    {
      name: 'testimonials',
      label: { en: 'Testimonials', de: 'Kundenstimmen' },
      type: 'relationship',
      relationTo: 'testimonials',
      hasMany: true,
      maxDepth: 1,
      admin: {
        description: {
          en: 'Empty shows every published testimonial.',
          de: 'Leer zeigt alle veröffentlichten Kundenstimmen.',
        },
      },
    },
  ],
}
