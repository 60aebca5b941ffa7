import type { Field } from 'payload'

/** Heading and introduction that open most blocks. */
export const sectionIntro = ({ headingRequired = false } = {}): Field[] => [
  {
    name: 'heading',
    label: { en: 'Heading', de: 'Überschrift' },
    type: 'text',
    localized: true,
    required: headingRequired,
  },
  {
    name: 'intro',
    label: { en: 'Introduction', de: 'Einleitung' },
    type: 'textarea',
    localized: true,
  },
]
